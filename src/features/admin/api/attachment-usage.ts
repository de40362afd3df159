import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
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
  pages: () => [...attachmentUsageKeys.all, 'pages'] as const,
  general: () => [...attachmentUsageKeys.all, 'general'] as const,
};

/** Companies per page as the 'Adjuntos' table scrolls. */
export const USAGE_PAGE_SIZE = 100;

/**
 * One page of the companies' files and quotas, by name, after the name `after`
 * (public.uso_adjuntos_pagina: super_admin every company, an admin_empresa their own; a keyset
 * page, so a deep page costs what the first does). Issue 33: the tab never reads every company.
 */
export async function getAttachmentUsagePage({
  after,
  signal,
}: {
  after: string | null;
  signal?: AbortSignal;
}): Promise<CompanyUsage[]> {
  let rpc = supabase.rpc('uso_adjuntos_pagina', { p_despues: after ?? undefined, p_limite: USAGE_PAGE_SIZE });
  if (signal) rpc = rpc.abortSignal(signal);
  return unwrapRows(await rpc).map((r) => ({
    empresa_id: r.empresa_id,
    empresa_nombre: r.empresa_nombre,
    bytes: Number(r.bytes),
    archivos: Number(r.archivos),
    cuota_bytes: Number(r.cuota_bytes),
    cuota_propia_mb: r.cuota_propia_mb ?? null,
  }));
}

export const attachmentUsagePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: attachmentUsageKeys.pages(),
    queryFn: ({ pageParam, signal }) => getAttachmentUsagePage({ after: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: CompanyUsage[]) =>
      page.length < USAGE_PAGE_SIZE ? undefined : (page[page.length - 1]?.empresa_nombre ?? undefined),
  });

/** The general quota (MB; app_config cuota_adjuntos_mb), null when none is set. */
export async function getGeneralQuota(signal?: AbortSignal): Promise<number | null> {
  let query = supabase.from('app_config').select('value').eq('key', DEFAULT_QUOTA_KEY);
  if (signal) query = query.abortSignal(signal);
  const value = unwrap(await query.maybeSingle())?.value;
  return value ? Number(value) : null;
}

export function useGeneralQuota() {
  return useQuery({ queryKey: attachmentUsageKeys.general(), queryFn: ({ signal }) => getGeneralQuota(signal) });
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
