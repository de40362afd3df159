import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { NumberInput, type NumberKind } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export type FormValues = Record<string, string>;

/**
 * A detail/edit form's state validated by a zod schema: the inputs hold strings, submit parses them
 * with the schema and calls onValid with the typed value, or shows each field's Spanish message.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }

  function handleSubmit(onValid: (value: z.output<S>) => void | Promise<void>) {
    return (event: FormEvent) => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (!result.success) {
        const next: Record<string, string> = {};
        for (const issue of result.error.issues) {
          const key = String(issue.path[0] ?? '');
          next[key] ??= issue.message;
        }
        setErrors(next);
        // Focus the first invalid field, so a keyboard or screen-reader user lands on it.
        const first = Object.keys(next)[0];
        if (first)
          (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
        return;
      }
      setErrors({});
      return onValid(result.data);
    };
  }

  return { values, errors, set, setValues, setErrors, handleSubmit };
}

type FormApi = ReturnType<typeof useZodForm>;

interface FieldProps {
  form: Pick<FormApi, 'values' | 'errors' | 'set'>;
  name: string;
  label: string;
  /** 'amount', 'quantity' and 'hours' are the es-CL number input (components/number-input.tsx). */
  type?: 'text' | 'date' | 'email' | NumberKind;
  multiline?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: ReactNode;
}

const NUMBER_KINDS: readonly string[] = ['amount', 'quantity', 'hours'] satisfies NumberKind[];

/** A labelled input, textarea or select, its error linked with aria-describedby. */
export function FormField({ form, name, label, type = 'text', multiline, options, required, hint }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = form.errors[name];
  const common = {
    id,
    name,
    value: form.values[name] ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {options ? (
        <select
          {...common}
          className="h-9 rounded-md border border-input bg-card px-2 text-sm aria-invalid:border-destructive"
          onChange={(e) => form.set(name, e.target.value)}
        >
          {!required && <option value="">Sin especificar</option>}
          {required && !form.values[name] && <option value="">Selecciona...</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <Textarea {...common} onChange={(e) => form.set(name, e.target.value)} />
      ) : NUMBER_KINDS.includes(type) ? (
        <NumberInput {...common} kind={type as NumberKind} onValueChange={(text) => form.set(name, text)} />
      ) : (
        <Input {...common} type={type} onChange={(e) => form.set(name, e.target.value)} />
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A form's submit and 'Cancelar' buttons; the submit is disabled and relabelled while saving. */
export function FormActions({
  pending,
  onCancel,
  submitLabel = 'Guardar',
  pendingLabel = 'Guardando...',
  className = 'flex gap-2',
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
  pendingLabel?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
