import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { replaceById, useKeysetList, useOptimisticMutation } from '@/kit';
import { OPPORTUNITY_SUMMARY_SELECT } from '../lib/board-model';
import {
  OPPORTUNITY_LIST_SELECT,
  opportunityFilterArgs,
  opportunityKeyOf,
  opportunityPageArgs,
  type OpportunityKey,
  type OpportunityListQuery,
  type OpportunityListRow,
} from '../lib/opportunity-list-spec';
import { STAGE_PROBABILITY, type Stage } from '../lib/labels';

type Tables = Database['public']['Tables'];
type Writable<T> = Omit<T, 'empresa_id' | 'creado_por' | 'actualizado_por' | 'creado_en' | 'actualizado_en' | 'id'>;

export type Opportunity = Tables['crm_oportunidades']['Row'];
export type OpportunitySummary = Pick<
  Opportunity,
  | 'id'
  | 'nombre'
  | 'etapa'
  | 'monto'
  | 'probabilidad'
  | 'fecha_cierre_estimada'
  | 'tercero_id'
  | 'responsable_id'
  | 'motivo_perdida'
  | 'cerrada_en'
  | 'creado_en'
>;
export type OpportunityInsert = Writable<Tables['crm_oportunidades']['Insert']>;
export type Activity = Tables['crm_actividades']['Row'];
export type ActivityInsert = Writable<Tables['crm_actividades']['Insert']>;
export type ContactInsert = Writable<Tables['crm_contactos']['Insert']>;
export type Contact = Tables['crm_contactos']['Row'];
export type Lead = Tables['crm_leads']['Row'];
export type Account = Pick<
  Tables['terceros']['Row'],
  'id' | 'nombre' | 'tipo' | 'rut' | 'correo' | 'telefono' | 'direccion' | 'activo'
>;

export interface CrmSummary {
  abiertas: number;
  pipeline_total: string;
  pipeline_ponderado: string;
  ganadas_12m: number;
  perdidas_12m: number;
  por_etapa: Record<string, { n: number; monto: string }>;
  ganado_por_mes: Array<{ mes: string; monto: string; n: number }>;
  actividades_vencidas: number;
  leads_nuevos: number;
}

const SUMMARY = OPPORTUNITY_SUMMARY_SELECT;

export const crmKeys = {
  all: ['crm'] as const,
  opportunities: () => [...crmKeys.all, 'oportunidades'] as const,
  // Not under opportunities(): the board's optimistic stage change rewrites that key's array.
  opportunityList: (query: OpportunityListQuery) => [...crmKeys.all, 'lista-oportunidades', query] as const,
  opportunityTotals: (query: OpportunityListQuery) =>
    [...crmKeys.all, 'lista-oportunidades', 'totales', query] as const,
  opportunity: (id: string) => [...crmKeys.all, 'oportunidad', id] as const,
  activities: () => [...crmKeys.all, 'actividades'] as const,
  accounts: () => [...crmKeys.all, 'cuentas'] as const,
  account: (id: string) => [...crmKeys.all, 'cuenta', id] as const,
  contacts: () => [...crmKeys.all, 'contactos'] as const,
  leads: () => [...crmKeys.all, 'leads'] as const,
  owners: () => [...crmKeys.all, 'responsables'] as const,
  summary: () => [...crmKeys.all, 'resumen'] as const,
};

/** Every opportunity of the company (the list and the board): paged, ordered by a unique column. */
export const opportunitiesQuery = () =>
  queryOptions({
    queryKey: crmKeys.opportunities(),
    queryFn: ({ signal }) =>
      fetchAllRows<OpportunitySummary>(
        (from, to) =>
          supabase
            .from('crm_oportunidades')
            .select(SUMMARY)
            .order('creado_en', { ascending: false })
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
export const useOpportunities = () => useQuery(opportunitiesQuery());

/**
 * One page of the opportunity list, searched, filtered and sorted by Postgres
 * (public.crm_oportunidades_pagina: keyset pages over an index per order).
 */
export async function fetchOpportunityPage(
  query: OpportunityListQuery,
  after: OpportunityKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<OpportunityListRow[]> {
  const request = client
    .rpc('crm_oportunidades_pagina', opportunityPageArgs(query, after, limit))
    .select(OPPORTUNITY_LIST_SELECT);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as unknown as OpportunityListRow[];
}

/** The opportunity list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function useOpportunityList(query: OpportunityListQuery) {
  const fetchPage = useCallback(
    (after: OpportunityKey | null, limit: number, signal?: AbortSignal) =>
      fetchOpportunityPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => opportunityKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: crmKeys.opportunityList(query), fetchPage, keyOf });
}

/** How many opportunities the filtered list has and their exact amount (text), from Postgres. */
export function useOpportunityTotals(query: OpportunityListQuery) {
  return useQuery({
    queryKey: crmKeys.opportunityTotals(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase.rpc('crm_oportunidades_totales', opportunityFilterArgs(query)).abortSignal(signal),
      ) as unknown as { oportunidades: number; monto: string },
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(id: string) {
  return useQuery({
    queryKey: crmKeys.opportunity(id),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('crm_oportunidades')
          .select('*, terceros(nombre), crm_contactos(nombre, correo, telefono)')
          .eq('id', id)
          .maybeSingle(),
      ),
  });
}

export function useAccounts() {
  return useQuery({
    queryKey: crmKeys.accounts(),
    queryFn: async () =>
      unwrapRows(
        await supabase
          .from('terceros')
          .select('id, nombre, tipo, rut, correo, telefono, direccion, activo')
          .order('nombre')
          .order('id'),
      ),
    staleTime: 30_000,
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: crmKeys.account(id),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('terceros')
          .select('id, nombre, tipo, rut, correo, telefono, direccion, activo, notas')
          .eq('id', id)
          .maybeSingle(),
      ),
  });
}

export function useContacts() {
  return useQuery({
    queryKey: crmKeys.contacts(),
    queryFn: async () => unwrapRows(await supabase.from('crm_contactos').select('*').order('nombre').order('id')),
    staleTime: 30_000,
  });
}

export function useActivities() {
  return useQuery({
    queryKey: crmKeys.activities(),
    queryFn: ({ signal }) =>
      fetchAllRows<Activity>(
        (from, to) =>
          supabase
            .from('crm_actividades')
            .select('*')
            .order('fecha_vencimiento')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
}

export function useLeads() {
  return useQuery({
    queryKey: crmKeys.leads(),
    queryFn: async () =>
      unwrapRows(await supabase.from('crm_leads').select('*').order('creado_en', { ascending: false }).order('id')),
  });
}

export function useOwners() {
  return useQuery({
    queryKey: crmKeys.owners(),
    queryFn: async () => unwrapRows(await supabase.rpc('crm_responsables')),
    staleTime: 60_000,
  });
}

export function useSummary() {
  return useQuery({
    queryKey: crmKeys.summary(),
    queryFn: async () => unwrap(await supabase.rpc('crm_resumen')) as unknown as CrmSummary,
  });
}

function useInvalidatingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: crmKeys.all }) });
}

export const useCreateOpportunity = () =>
  useInvalidatingMutation(async (values: OpportunityInsert) =>
    unwrap(
      await supabase
        .from('crm_oportunidades')
        .insert(values as never)
        .select('id')
        .single(),
    ),
  );

export const useUpdateOpportunity = (id: string) =>
  useInvalidatingMutation(async (values: Partial<OpportunityInsert>) =>
    unwrap(await supabase.from('crm_oportunidades').update(values).eq('id', id).select('id').single()),
  );

export interface StageChange {
  id: string;
  etapa: Stage;
  /** Required by Postgres when the stage is 'perdida'. */
  motivo_perdida?: string;
}

/** A stage change shown at once (board) and rolled back, with Postgres's reason, if refused. */
export function useChangeStage() {
  return useOptimisticMutation<OpportunitySummary[], StageChange>({
    queryKey: crmKeys.opportunities(),
    mutationFn: async ({ id, etapa, motivo_perdida }) =>
      unwrap(
        await supabase
          .from('crm_oportunidades')
          .update(etapa === 'perdida' ? { etapa, motivo_perdida } : { etapa })
          .eq('id', id)
          .select('id')
          .single(),
      ),
    apply: (old, v) =>
      replaceById(old, v.id, {
        etapa: v.etapa,
        probabilidad: STAGE_PROBABILITY[v.etapa],
        motivo_perdida: v.etapa === 'perdida' ? (v.motivo_perdida ?? null) : null,
      }),
    invalidate: [crmKeys.all],
    errorTitle: 'No se pudo cambiar la etapa',
  });
}

export const useCreateActivity = () =>
  useInvalidatingMutation(async (values: ActivityInsert) =>
    unwrap(
      await supabase
        .from('crm_actividades')
        .insert(values as never)
        .select('id')
        .single(),
    ),
  );

export function useToggleActivity() {
  return useOptimisticMutation<Activity[], { id: string; completada: boolean }>({
    queryKey: crmKeys.activities(),
    mutationFn: async ({ id, completada }) =>
      unwrap(await supabase.from('crm_actividades').update({ completada }).eq('id', id).select('id').single()),
    apply: (old, v) => replaceById(old, v.id, { completada: v.completada }),
    invalidate: [crmKeys.all],
    errorTitle: 'No se pudo actualizar la actividad',
  });
}

export const useCreateContact = () =>
  useInvalidatingMutation(async (values: ContactInsert) =>
    unwrap(
      await supabase
        .from('crm_contactos')
        .insert(values as never)
        .select('id')
        .single(),
    ),
  );

export const useUpdateContact = () =>
  useInvalidatingMutation(async ({ id, ...values }: Partial<ContactInsert> & { id: string }) =>
    unwrap(await supabase.from('crm_contactos').update(values).eq('id', id).select('id').single()),
  );

/** Only admin_empresa deletes contacts (RLS); a refused delete touches no row and reads as PGRST116. */
export const useDeleteContact = () =>
  useInvalidatingMutation(async (id: string) =>
    unwrap(await supabase.from('crm_contactos').delete().eq('id', id).select('id').single()),
  );

export interface AccountValues {
  nombre: string;
  tipo?: 'cliente' | 'proveedor' | 'otro';
  rut?: string | null;
  correo?: string | null;
  telefono?: string | null;
  direccion?: string | null;
  notas?: string | null;
  activo?: boolean;
}

export const useCreateAccount = () =>
  useInvalidatingMutation(async (values: AccountValues) =>
    unwrap(
      await supabase
        .from('terceros')
        .insert({ tipo: 'cliente', ...values } as never)
        .select('id')
        .single(),
    ),
  );

export const useUpdateAccount = (id: string) =>
  useInvalidatingMutation(async (values: AccountValues) =>
    unwrap(await supabase.from('terceros').update(values).eq('id', id).select('id').single()),
  );

/**
 * Only admin_empresa deletes accounts (RLS). Postgres cascades the account's CRM contacts and
 * activities, empties the link of its orders and projects, and refuses (23503) while opportunities,
 * finance documents or payments refer to it.
 */
export const useDeleteAccount = () =>
  useInvalidatingMutation(async (id: string) =>
    unwrap(await supabase.from('terceros').delete().eq('id', id).select('id').single()),
  );

export const useSetLeadState = () =>
  useInvalidatingMutation(async ({ id, estado }: { id: string; estado: 'nuevo' | 'contactado' | 'descartado' }) =>
    unwrap(await supabase.from('crm_leads').update({ estado }).eq('id', id).select('id').single()),
  );

export interface LeadConversion {
  leadId: string;
  accountId?: string;
  name?: string;
  amount?: number;
  expectedClose?: string;
}

/** 'Convertir en oportunidad': one call, one transaction in Postgres; returns the opportunity's id. */
export const useConvertLead = () =>
  useInvalidatingMutation(async ({ leadId, accountId, name, amount, expectedClose }: LeadConversion) =>
    unwrap(
      await supabase.rpc('crm_convertir_lead', {
        p_lead_id: leadId,
        ...(accountId ? { p_tercero_id: accountId } : {}),
        ...(name ? { p_nombre: name } : {}),
        ...(amount !== undefined ? { p_monto: amount } : {}),
        ...(expectedClose ? { p_fecha_cierre_estimada: expectedClose } : {}),
      }),
    ),
  );
