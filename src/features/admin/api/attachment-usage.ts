import { useQuery } from '@tanstack/react-query';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap, unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';

/** The setting that gives every company its quota unless it has its own (MB). */
export const DEFAULT_QUOTA_KEY = 'cuota_adjuntos_mb';

export interface CompanyUsage {
  empresa_id: string;
  empresa_nombre: string;
  bytes: number;
  archivos: number;
  cuota_bytes: number;
  /** The company's own quota (MB), null when it follows the general one. */
  cuota_propia_mb: number | null;
}

export const attachmentUsageKeys = {
  all: ['admin', 'attachment-usage'] as const,
};

/**
 * Each company's files and quota (uso_adjuntos_empresas(): super_admin every company, an
 * admin_empresa their own), with the companies' own quotas (cuotas_adjuntos) and the general one.
 */
export async function getAttachmentUsage(signal?: AbortSignal) {
  const rpc = supabase.rpc('uso_adjuntos_empresas');
  const [usage, own, general] = await Promise.all([
    signal ? rpc.abortSignal(signal) : rpc,
    supabase.from('cuotas_adjuntos').select('empresa_id, cuota_mb'),
    supabase.from('app_config').select('value').eq('key', DEFAULT_QUOTA_KEY).maybeSingle(),
  ]);
  const ownById = new Map(unwrapRows(own).map((r) => [r.empresa_id, r.cuota_mb]));
  const companies: CompanyUsage[] = unwrapRows(usage).map((r) => ({
    empresa_id: r.empresa_id,
    empresa_nombre: r.empresa_nombre,
    bytes: Number(r.bytes),
    archivos: Number(r.archivos),
    cuota_bytes: Number(r.cuota_bytes),
    cuota_propia_mb: ownById.get(r.empresa_id) ?? null,
  }));
  const value = unwrap(general)?.value;
  return { companies, defaultQuotaMb: value ? Number(value) : null };
}

export function useAttachmentUsage() {
  return useQuery({ queryKey: attachmentUsageKeys.all, queryFn: ({ signal }) => getAttachmentUsage(signal) });
}

export interface SetQuotaVariables {
  /** A company, or null for the general quota (app_config). */
  companyId: string | null;
  /** MB; null for a company: back to the general quota. */
  quotaMb: number | null;
}

/** super_admin: a company's own quota, its removal, or the general one. */
export async function setAttachmentQuota({ companyId, quotaMb }: SetQuotaVariables): Promise<void> {
  let rows: unknown[] | null;
  if (companyId === null) {
    rows = unwrap(
      await supabase
        .from('app_config')
        .upsert({ key: DEFAULT_QUOTA_KEY, value: String(quotaMb ?? 0) })
        .select('key'),
    );
  } else if (quotaMb === null) {
    unwrap(await supabase.from('cuotas_adjuntos').delete().eq('empresa_id', companyId));
    return;
  } else {
    rows = unwrap(
      await supabase
        .from('cuotas_adjuntos')
        .upsert({ empresa_id: companyId, cuota_mb: quotaMb, actualizado_en: new Date().toISOString() })
        .select('empresa_id'),
    );
  }
  if (!rows?.length) throw new ApiError('No se guardó la cuota', { code: INSUFFICIENT_PRIVILEGE });
}

export function useSetAttachmentQuota(options: MutationConfig<typeof setAttachmentQuota> = {}) {
  return useApiMutation(
    {
      mutationFn: setAttachmentQuota,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: attachmentUsageKeys.all }),
      notifyError: errorToast('No se pudo guardar la cuota'),
    },
    options,
  );
}
