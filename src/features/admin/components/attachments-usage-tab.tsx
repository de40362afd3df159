/**
 * 'Adjuntos': what each company's files take against its quota (docs/storage.md §2). super_admin
 * sees every company, sets the general quota (app_config cuota_adjuntos_mb) and each company's own
 * (cuotas_adjuntos); an admin_empresa sees their company's use and quota only.
 */
import { useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';
import { parseNumber } from '@/lib/parse';
import { toast } from '@/lib/toast';
import { useAttachmentUsage, useSetAttachmentQuota, type CompanyUsage } from '../api/attachment-usage';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { EmptyState, LoadError } from './section-states';

const MB = 1024 * 1024;
/** The database's limit on a quota (cuotas_adjuntos_cuota_check), MB. */
const MAX_QUOTA_MB = 104_857_600;

/** '1.536,5 MB', '820 KB' */
export function formatMegabytes(bytes: number): string {
  if (bytes < MB) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB`;
}

/** A quota typed in MB: a whole number from 0 to the database's limit, or the reason it is not. */
export function parseQuotaMb(text: string): { value: number } | { error: string } {
  const n = parseNumber(text.trim());
  if (text.trim() === '' || n === null || !Number.isFinite(n)) return { error: 'Escribe la cuota en MB.' };
  if (!Number.isInteger(n) || n < 0) return { error: 'La cuota es un número entero de MB, 0 o más.' };
  if (n > MAX_QUOTA_MB) return { error: `La cuota no puede pasar de ${formatNumber(MAX_QUOTA_MB)} MB.` };
  return { value: n };
}

function QuotaForm({
  label,
  initial,
  pending,
  onSave,
  onReset,
}: {
  label: string;
  initial: number | null;
  pending: boolean;
  onSave: (mb: number) => void;
  onReset?: () => void;
}) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | null>(null);
  const id = `cuota-${label.replace(/\W+/g, '-')}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseQuotaMb(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onSave(parsed.value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={label}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          inputMode="numeric"
          className="w-32"
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Guardando...' : 'Guardar'}
      </Button>
      {onReset && (
        <Button type="button" size="sm" variant="ghost" disabled={pending} onClick={onReset}>
          Usar la cuota general
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function UsageBar({ company }: { company: CompanyUsage }) {
  const share = company.cuota_bytes > 0 ? Math.min(1, company.bytes / company.cuota_bytes) : 1;
  return (
    <progress
      value={Math.round(share * 100)}
      max={100}
      aria-label={`Uso de ${company.empresa_nombre}`}
      className={share >= 0.9 ? 'h-2 w-32 accent-destructive' : 'h-2 w-32 accent-primary'}
    />
  );
}

export function AttachmentsUsageTab({ viewer }: { viewer: AdminViewer }) {
  const superAdmin = isSuperAdmin(viewer);
  const query = useAttachmentUsage();
  const [editing, setEditing] = useState<string | null>(null);
  const save = useSetAttachmentQuota({
    onSuccess: () => {
      toast.success('Cuota guardada');
      setEditing(null);
    },
  });

  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Cargando el uso de adjuntos...
      </p>
    );
  if (query.isError)
    return (
      <LoadError
        title="No se pudo cargar el uso de adjuntos"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { companies, defaultQuotaMb } = query.data;
  return (
    <section aria-label="Uso de adjuntos" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Archivos adjuntos de los registros (fotos, contratos, comprobantes) y la cuota de cada empresa. Un archivo que
        haría pasar la cuota se rechaza con un aviso.
      </p>
      {superAdmin && (
        <QuotaForm
          key={`general-${defaultQuotaMb}`}
          label="Cuota general por empresa (MB)"
          initial={defaultQuotaMb}
          pending={save.isPending && save.variables?.companyId === null}
          onSave={(mb) => save.mutate({ companyId: null, quotaMb: mb })}
        />
      )}
      {companies.length === 0 ? (
        <EmptyState title="No hay empresas">Cuando haya empresas, aquí verás lo que ocupan sus adjuntos.</EmptyState>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-2 font-medium">Empresa</th>
              <th className="py-2 text-right font-medium">Archivos</th>
              <th className="py-2 text-right font-medium">Uso</th>
              <th className="py-2 text-right font-medium">Cuota</th>
              <th className="py-2 font-medium">
                <span className="sr-only">Proporción usada</span>
              </th>
              {superAdmin && (
                <th className="py-2 font-medium">
                  <span className="sr-only">Acciones</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.empresa_id} className="border-b align-top">
                <td className="py-2">{c.empresa_nombre}</td>
                <td className="py-2 text-right tabular-nums">{formatNumber(c.archivos)}</td>
                <td className="py-2 text-right tabular-nums">{formatMegabytes(c.bytes)}</td>
                <td className="py-2 text-right tabular-nums">
                  {formatMegabytes(c.cuota_bytes)}
                  <span className="block text-xs text-muted-foreground">
                    {c.cuota_propia_mb === null ? 'general' : 'propia'}
                  </span>
                </td>
                <td className="py-2 pl-3">
                  <UsageBar company={c} />
                </td>
                {superAdmin && (
                  <td className="py-2 pl-3">
                    {editing === c.empresa_id ? (
                      <QuotaForm
                        label={`Cuota de ${c.empresa_nombre} (MB)`}
                        initial={c.cuota_propia_mb ?? defaultQuotaMb}
                        pending={save.isPending}
                        onSave={(mb) => save.mutate({ companyId: c.empresa_id, quotaMb: mb })}
                        onReset={
                          c.cuota_propia_mb === null
                            ? undefined
                            : () => save.mutate({ companyId: c.empresa_id, quotaMb: null })
                        }
                      />
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Cambiar la cuota de ${c.empresa_nombre}`}
                        onClick={() => setEditing(c.empresa_id)}
                      >
                        Cambiar cuota
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
