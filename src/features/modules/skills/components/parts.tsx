import type { ReactNode } from 'react';
import { daysBetween, todayInChile } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { GAP_TONE_LABEL, type GapCell } from '../lib/gaps';
import { CERT_STATE_LABEL } from '../lib/labels';

const TONE_CLASS: Record<GapCell['tone'], string> = {
  sin_requisito: 'bg-muted/40 text-muted-foreground',
  cumple: 'bg-emerald-100 text-emerald-900',
  brecha_leve: 'bg-amber-100 text-amber-900',
  brecha: 'bg-red-100 text-red-900',
};

/** A gap-matrix cell: current / required, coloured by the gap, with its meaning in words. */
export function GapBadge({ cell }: { cell: GapCell }) {
  const text = cell.required === null ? (cell.current ?? '–') : `${cell.current ?? '–'} / ${cell.required}`;
  return (
    <span
      className={`inline-flex min-w-12 justify-center rounded px-1.5 py-0.5 text-xs font-medium tabular-nums ${TONE_CLASS[cell.tone]}`}
      title={GAP_TONE_LABEL[cell.tone]}
      data-tone={cell.tone}
    >
      {text}
      <span className="sr-only"> ({GAP_TONE_LABEL[cell.tone]})</span>
    </span>
  );
}

/** A certification's state on a given expiry (null: it does not expire). */
export function certificationState(venceEl: string | null, today = todayInChile()) {
  if (!venceEl) return { state: 'vigente', days: null as number | null };
  const days = daysBetween(today, venceEl);
  return { state: days < 0 ? 'vencida' : days <= 30 ? 'por_vencer' : 'vigente', days };
}

const CERT_CLASS: Record<string, string> = {
  vigente: 'bg-emerald-100 text-emerald-900',
  por_vencer: 'bg-amber-100 text-amber-900',
  vencida: 'bg-red-100 text-red-900',
};

/** 'Vigente', 'Por vencer (en 20 días)', 'Vencida' as a coloured label. */
export function CertificationStateBadge({ venceEl }: { venceEl: string | null }) {
  const { state, days } = certificationState(venceEl);
  const detail =
    days === null
      ? ' (sin vencimiento)'
      : state === 'por_vencer'
        ? days === 0
          ? ' (vence hoy)'
          : ` (en ${days} días)`
        : '';
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${CERT_CLASS[state]}`}>
      {CERT_STATE_LABEL[state]}
      {detail}
    </span>
  );
}

export const expiryText = (venceEl: string | null) => (venceEl ? formatDate(venceEl) : 'Sin vencimiento');

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A select bound to a value, with a Spanish label (filters and small forms). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select
        className="h-9 rounded-md border bg-background px-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
