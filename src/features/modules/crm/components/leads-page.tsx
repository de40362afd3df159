import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  applyListParams,
  CsvImportPanel,
  EmptyState,
  ExportCsvButton,
  field,
  FormActions,
  FormField,
  ListToolbar,
  QueryState,
  useListParams,
  useZodForm,
  type ClientFilterSpec,
  type ListColumn,
} from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useConvertLead } from '../api/convert-lead';
import { useCreateLead } from '../api/create-lead';
import { useLeads } from '../api/get-leads';
import { useImportLeads } from '../api/import-leads';
import { useSetLeadState } from '../api/set-lead-state';
import type { Lead } from '../api/types';
import { LEAD_LABEL, LEAD_STATES, opts, type LeadState } from '../lib/labels';
import { LEAD_IMPORT_COLUMNS, leadInsert, leadSchema } from '../lib/lead-schema';
import { opportunityPath } from '../lib/paths';

const conversionSchema = z.object({
  tercero_id: field.optionalText(),
  nombre: field.requiredText(200),
  monto: field.number({ min: 0, max: 9_999_999_999_999, integer: true }),
  fecha_cierre_estimada: field.day(),
});

/** The account a lead would become: its organisation, else the person. */
export const leadAccountName = (l: Pick<Lead, 'organizacion' | 'nombre'>) =>
  l.organizacion?.trim() ? l.organizacion.trim() : l.nombre;

/** 'Convertir en oportunidad': an existing account or a new one, the opportunity's name and amount. */
export function ConvertLeadForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const accounts = useParties();
  const navigate = useNavigate();
  const convert = useConvertLead({
    onSuccess: (id) => {
      toast.success('Lead convertido en oportunidad');
      onDone();
      void navigate(opportunityPath(id));
    },
  });
  const form = useZodForm(conversionSchema, {
    tercero_id: '',
    nombre: `Oportunidad: ${leadAccountName(lead)}`,
    monto: '0',
    fecha_cierre_estimada: '',
  });
  return (
    <form
      noValidate
      aria-label={`Convertir a ${lead.nombre} en oportunidad`}
      className="mt-3 grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) =>
        convert.mutate({
          leadId: lead.id,
          accountId: v.tercero_id,
          name: v.nombre,
          amount: v.monto,
          expectedClose: v.fecha_cierre_estimada,
        }),
      )}
    >
      <FormField
        form={form}
        name="tercero_id"
        label="Cuenta"
        options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.nombre }))}
        hint={`Sin especificar: se usa la cuenta con su correo o «${leadAccountName(lead)}», o se crea.`}
      />
      <FormField form={form} name="nombre" label="Nombre de la oportunidad" required />
      <FormField form={form} name="monto" label="Monto (CLP)" type="amount" required />
      <FormField form={form} name="fecha_cierre_estimada" label="Cierre estimado" type="date" />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={convert.isPending}
        onCancel={onDone}
        submitLabel="Convertir"
        pendingLabel="Convirtiendo..."
      />
    </form>
  );
}

/** 'Nuevo lead': a prospect typed in (a call, a fair, a referral). */
function NewLeadForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(leadSchema, { nombre: '', organizacion: '', correo: '', telefono: '', mensaje: '' });
  const create = useCreateLead({
    onSuccess: (lead) => {
      toast.success(`Lead ${lead.nombre} creado`);
      onDone();
    },
  });
  return (
    <form
      noValidate
      aria-label="Nuevo lead"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) => create.mutate(leadInsert(v)))}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="organizacion" label="Empresa" />
      <FormField form={form} name="correo" label="Correo" type="email" />
      <FormField form={form} name="telefono" label="Teléfono" />
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="mensaje" label="Mensaje o necesidad" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={create.isPending}
        onCancel={onDone}
        submitLabel="Crear lead"
        pendingLabel="Creando..."
      />
    </form>
  );
}

const spec: ClientFilterSpec<Lead> = {
  searchText: (l) => `${l.nombre} ${l.organizacion ?? ''} ${l.correo ?? ''} ${l.mensaje ?? ''}`,
  filterValue: { estado: (l) => l.estado },
};

const stateVariant = (s: string) =>
  s === 'nuevo' ? 'default' : s === 'convertido' ? 'success' : s === 'descartado' ? 'outline' : 'secondary';

/**
 * Leads: prospects typed in, and in the platform's company the requests of the public /contacto
 * form (a trigger files them here). Contacted, discarded, or converted into an opportunity.
 */
export default function LeadsPage() {
  const query = useLeads();
  const setState = useSetLeadState({
    onSuccess: (_r, v) => toast.success(`Lead marcado como ${LEAD_LABEL[v.estado].toLowerCase()}`),
  });
  const importLeads = useImportLeads();
  const list = useListParams(['estado']);
  const [converting, setConverting] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => applyListParams(all, list, spec), [all, list]);
  const csvColumns: ListColumn<Lead>[] = [
    { key: 'nombre', header: 'Nombre', cell: (l) => l.nombre, csv: (l) => l.nombre },
    { key: 'organizacion', header: 'Empresa', cell: (l) => l.organizacion, csv: (l) => l.organizacion ?? '' },
    { key: 'correo', header: 'Correo', cell: (l) => l.correo, csv: (l) => l.correo ?? '' },
    { key: 'telefono', header: 'Teléfono', cell: (l) => l.telefono, csv: (l) => l.telefono ?? '' },
    {
      key: 'estado',
      header: 'Estado',
      cell: (l) => LEAD_LABEL[l.estado as LeadState] ?? l.estado,
      csv: (l) => LEAD_LABEL[l.estado as LeadState] ?? l.estado,
    },
    { key: 'mensaje', header: 'Mensaje', cell: (l) => l.mensaje, csv: (l) => l.mensaje ?? '' },
    {
      key: 'creado_en',
      header: 'Recibido',
      cell: (l) => formatDateTime(l.creado_en),
      csv: (l) => formatDateTime(l.creado_en),
    },
  ];
  const change = (l: Lead, estado: 'nuevo' | 'contactado' | 'descartado') => setState.mutate({ id: l.id, estado });
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar leads"
        filters={[{ name: 'estado', label: 'Estado', options: opts(LEAD_STATES, LEAD_LABEL) }]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={csvColumns} fileName="leads.csv" />
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          Importar CSV
        </Button>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nuevo lead
        </Button>
      </ListToolbar>
      {creating && <NewLeadForm onDone={() => setCreating(false)} />}
      {importing && (
        <CsvImportPanel
          title="Importar leads"
          columns={LEAD_IMPORT_COLUMNS}
          schema={leadSchema}
          onImport={(valid) => importLeads.mutateAsync(valid.map(leadInsert))}
          onClose={() => setImporting(false)}
        />
      )}
      <QueryState query={query} loadingLabel="Cargando leads..." errorTitle="No se pudieron cargar los leads">
        {() =>
          rows.length === 0 ? (
            <EmptyState title={all.length ? 'Ningún lead coincide con la búsqueda' : 'Aún no hay leads'}>
              {all.length ? null : 'Agrega un lead con «Nuevo lead» o impórtalos desde un archivo CSV.'}
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {formatNumber(rows.length)} leads
              </p>
              <ul className="flex flex-col gap-3" aria-label="Leads">
                {rows.map((l) => (
                  <li key={l.id} className="rounded-lg border bg-card p-4 text-sm" aria-label={`Lead ${l.nombre}`}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{l.nombre}</span>
                      {l.organizacion && <span className="text-muted-foreground">· {l.organizacion}</span>}
                      <Badge variant={stateVariant(l.estado)}>{LEAD_LABEL[l.estado as LeadState] ?? l.estado}</Badge>
                      {l.solicitud_id && <Badge variant="outline">Formulario de contacto</Badge>}
                      <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(l.creado_en)}</span>
                    </div>
                    <p className="mt-1 text-muted-foreground">
                      {[
                        l.correo,
                        l.telefono,
                        l.plan_interes && `plan ${l.plan_interes}`,
                        l.modulo_interes && `módulo ${l.modulo_interes}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {l.mensaje && <p className="mt-2 whitespace-pre-line">{l.mensaje}</p>}
                    {l.estado === 'convertido' ? (
                      l.oportunidad_id && (
                        <a
                          href={opportunityPath(l.oportunidad_id)}
                          className="mt-2 inline-block text-primary underline"
                        >
                          Ver la oportunidad
                        </a>
                      )
                    ) : (
                      <div className="mt-3 flex flex-wrap gap-2">
                        <Button size="sm" onClick={() => setConverting(l.id)}>
                          Convertir en oportunidad
                        </Button>
                        {l.estado !== 'contactado' && (
                          <Button size="sm" variant="outline" onClick={() => change(l, 'contactado')}>
                            Marcar contactado
                          </Button>
                        )}
                        {l.estado !== 'descartado' ? (
                          <Button size="sm" variant="outline" onClick={() => change(l, 'descartado')}>
                            Descartar
                          </Button>
                        ) : (
                          <Button size="sm" variant="outline" onClick={() => change(l, 'nuevo')}>
                            Reabrir
                          </Button>
                        )}
                      </div>
                    )}
                    {converting === l.id && <ConvertLeadForm lead={l} onDone={() => setConverting(null)} />}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
