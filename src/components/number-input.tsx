import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { LOCALE } from '@/lib/format';
import { parseNumber } from '@/lib/parse';

/** What the field holds: whole pesos, a quantity (decimals allowed, days, units) or hours. */
export type NumberKind = 'amount' | 'quantity' | 'hours';

const WRITTEN: Record<NumberKind, Intl.NumberFormat> = {
  amount: new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }),
  quantity: new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 }),
  hours: new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }),
};

/** The value as es-CL writes it ('12.500', '2,5'), or the text as typed when it is not a number. */
export function writtenNumber(text: string, kind: NumberKind): string {
  const n = parseNumber(text);
  if (n === null) return text;
  if (kind === 'amount' && !Number.isInteger(n)) return text;
  return WRITTEN[kind].format(n);
}

/**
 * The one input for amounts, quantities and hours (docs/design.md §9): a text field read by the
 * es-CL parser (lib/parse.ts), never the browser's number field, which drops the comma of '2,5'
 * (25 hours) and knows nothing of '12.500'. On leaving the field the value is written back as es-CL
 * writes it, so the person sees how it was understood ('2.5' → '2,5', '12500' → '12.500').
 */
export function NumberInput({
  kind,
  value,
  onValueChange,
  onBlur,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  kind: NumberKind;
  value: string;
  onValueChange: (text: string) => void;
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode={kind === 'amount' ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      onBlur={(e) => {
        const written = writtenNumber(e.target.value, kind);
        if (written !== e.target.value) onValueChange(written);
        onBlur?.(e);
      }}
    />
  );
}
