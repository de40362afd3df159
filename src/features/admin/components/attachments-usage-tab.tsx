/**
 * 'Adjuntos': what each company's files take against its quota (docs/storage.md §2). super_admin
 * sees every company, sets the general quota (app_config cuota_adjuntos_mb) and each company's own
 * (cuotas_adjuntos); an admin_empresa sees their company's use and quota only. The companies come
 * page by page as the table scrolls (docs/scale.md §2b).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TableCell } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { parseNumber } from '@/lib/parse';
import { toast } from '@/lib/toast';
import { companyCountQueryOptions } from '../api/accounts';
import {
  attachmentUsagePagesQueryOptions,
  useGeneralQuota,
  useSetAttachmentQuota,
  type CompanyUsage,
} from '../api/attachment-usage';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { ListCountStatus } from './list-count-status';
import { moreOf, ScrollTable, type ScrollTableColumn } from './scroll-table';
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

const COLUMNS: readonly ScrollTableColumn[] = [
  { label: 'Empresa', className: 'w-[34%]' },
  { label: 'Archivos', className: 'w-[12%] text-right' },
  { label: 'Uso', className: 'w-[14%] text-right' },
  { label: 'Cuota', className: 'w-[14%] text-right' },
  { label: 'Proporción usada', className: 'w-[12%]', srOnly: true },
];
const ACTIONS: ScrollTableColumn = { label: 'Acciones', className: 'w-[14%]', srOnly: true };
/** A row: the name (truncated), the quota with its origin under it (two lines), a 32 px button. */
const ROW_HEIGHT = 61;

/** The cells of a company's row; its quota is changed in the form above the table. */
function UsageCells({ company, onEdit }: { company: CompanyUsage; onEdit?: () => void }) {
  return (
    <>
      <TableCell className="max-w-0">
        <div className="truncate" title={company.empresa_nombre}>
          {company.empresa_nombre}
        </div>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatNumber(company.archivos)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMegabytes(company.bytes)}</TableCell>
      <TableCell className="text-right tabular-nums">
        {formatMegabytes(company.cuota_bytes)}
        <span className="block text-xs text-muted-foreground">
          {company.cuota_propia_mb === null ? 'general' : 'propia'}
        </span>
      </TableCell>
      <TableCell>
        <UsageBar company={company} />
      </TableCell>
      {onEdit && (
        <TableCell>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Cambiar la cuota de ${company.empresa_nombre}`}
            onClick={onEdit}
          >
            Cambiar cuota
          </Button>
        </TableCell>
      )}
    </>
  );
}

/**
 * The companies' use, one scrolling table read page by page by name (issue 33: a list that can
 * grow is never read whole), with their number ('Mostrando N empresas', PostgREST's exact count of
 * the companies the caller sees). A company's quota is changed in a form above the table, so every
 * row keeps one height.
 */
export function AttachmentsUsageTab({ viewer }: { viewer: AdminViewer }) {
  const superAdmin = isSuperAdmin(viewer);
  const usage = useInfiniteQuery(attachmentUsagePagesQueryOptions());
  const count = useQuery(companyCountQueryOptions());
  const general = useGeneralQuota();
  const rows = useMemo(() => usage.data?.pages.flat() ?? [], [usage.data]);
  const [editing, setEditing] = useState<CompanyUsage | null>(null);
  const save = useSetAttachmentQuota({
    onSuccess: () => {
      toast.success('Cuota guardada');
      setEditing(null);
    },
  });

  if (usage.isPending || general.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Cargando el uso de adjuntos...
      </p>
    );
  const failed = usage.isError && !usage.isFetchNextPageError ? usage : general.isError ? general : null;
  if (failed)
    return (
      <LoadError
        title="No se pudo cargar el uso de adjuntos"
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  const defaultQuotaMb = general.data ?? null;
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
      {superAdmin && editing && (
        <div className="flex flex-wrap items-end gap-2 rounded-md border p-3">
          <QuotaForm
            key={editing.empresa_id}
            label={`Cuota de ${editing.empresa_nombre} (MB)`}
            initial={editing.cuota_propia_mb ?? defaultQuotaMb}
            pending={save.isPending}
            onSave={(mb) => save.mutate({ companyId: editing.empresa_id, quotaMb: mb })}
            onReset={
              editing.cuota_propia_mb === null
                ? undefined
                : () => save.mutate({ companyId: editing.empresa_id, quotaMb: null })
            }
          />
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
            Cerrar
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState title="No hay empresas">Cuando haya empresas, aquí verás lo que ocupan sus adjuntos.</EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            <ListCountStatus count={count} noun={{ one: 'empresa', many: 'empresas', theMany: 'las empresas' }} />
          </p>
          <ScrollTable
            label="Uso de adjuntos por empresa"
            columns={superAdmin ? [...COLUMNS, ACTIONS] : COLUMNS}
            rows={rows}
            rowKey={(c) => c.empresa_id}
            renderCells={(c) => <UsageCells company={c} onEdit={superAdmin ? () => setEditing(c) : undefined} />}
            rowHeight={ROW_HEIGHT}
            more={moreOf(usage)}
            total={count.data?.total}
            prefetchRows={50}
            busy={usage.isFetching && !usage.isFetchingNextPage}
          />
        </>
      )}
    </section>
  );
}
