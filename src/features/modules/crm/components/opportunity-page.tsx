import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate, formatDateTime } from '@/lib/format';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { useActivities } from '../api/get-activities';
import { useOpportunity } from '../api/get-opportunity';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { accountPath, CRM_ROOT } from '../lib/paths';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import { StageBadge } from './opportunities-page';
import { OpportunityForm } from './opportunity-form';

/** One opportunity: its data (editable), its account and contact, and its activities. */
export default function OpportunityPage() {
  const { id = '' } = useParams();
  const query = useOpportunity(id);
  const update = useUpdateOpportunity({ onSuccess: () => toast.success('Oportunidad actualizada') });
  const activities = useActivities();
  const [adding, setAdding] = useState(false);
  const { isCompanyAdmin } = useModuleUser();
  return (
    <QueryState query={query} loadingLabel="Cargando oportunidad..." errorTitle="No se pudo cargar la oportunidad">
      {(o) =>
        !o ? (
          <EmptyState
            title="La oportunidad no existe o no tienes acceso a ella"
            action={
              <Link to={`${CRM_ROOT}/oportunidades`} className="text-primary underline">
                Volver a oportunidades
              </Link>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-semibold">{o.nombre}</h2>
              <StageBadge etapa={o.etapa} />
              <span className="text-lg tabular-nums">{formatCLP(o.monto)}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              Cuenta:{' '}
              <Link to={accountPath(o.tercero_id)} className="text-primary underline">
                {o.terceros?.nombre}
              </Link>
              {o.crm_contactos &&
                ` · Contacto: ${o.crm_contactos.nombre}${o.crm_contactos.correo ? ` (${o.crm_contactos.correo})` : ''}`}
              {o.cerrada_en && ` · Cerrada el ${formatDate(o.cerrada_en)}`}
              {` · Actualizada ${formatDateTime(o.actualizado_en)}`}
            </p>
            {o.etapa === 'perdida' && o.motivo_perdida && (
              <p className="text-sm">Motivo de la pérdida: {o.motivo_perdida}</p>
            )}
            <OpportunityForm
              key={o.actualizado_en}
              label="Editar oportunidad"
              initial={{
                nombre: o.nombre,
                tercero_id: o.tercero_id,
                contacto_id: o.contacto_id ?? '',
                etapa: o.etapa,
                monto: String(o.monto),
                probabilidad: String(o.probabilidad),
                fecha_cierre_estimada: o.fecha_cierre_estimada ?? '',
                responsable_id: o.responsable_id ?? '',
                motivo_perdida: o.motivo_perdida ?? '',
                descripcion: o.descripcion ?? '',
              }}
              submitLabel="Guardar cambios"
              pendingLabel="Guardando..."
              pending={update.isPending}
              onCancel={() => void query.refetch()}
              onSubmit={(values) => update.mutateAsync({ id, values })}
            />
            <AttachmentsPanel
              target={{ companyId: o.empresa_id, table: 'crm_oportunidades', recordId: o.id }}
              title="Propuestas y documentos"
              canDelete={isCompanyAdmin}
            />
            <section className="flex flex-col gap-3" aria-labelledby="actividades-oportunidad">
              <div className="flex items-center justify-between">
                <h3 id="actividades-oportunidad" className="font-semibold">
                  Actividades
                </h3>
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" />
                  Nueva actividad
                </Button>
              </div>
              {adding && <ActivityForm opportunityId={o.id} onDone={() => setAdding(false)} />}
              <QueryState
                query={activities}
                loadingLabel="Cargando actividades..."
                errorTitle="No se pudieron cargar las actividades"
              >
                {(all) => (
                  <ActivityList
                    activities={all.filter((a) => a.oportunidad_id === o.id)}
                    empty="Sin actividades para esta oportunidad"
                  />
                )}
              </QueryState>
            </section>
          </div>
        )
      }
    </QueryState>
  );
}
