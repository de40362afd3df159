import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate } from '@/lib/format';
import { EmptyState, errorMessage, field, FormActions, FormField, QueryState, useZodForm } from '../../kit';
import { useAccount, useActivities, useContacts, useCreateContact, useOpportunities } from '../api/crm';
import { CRM_ROOT, opportunityPath } from '../lib/paths';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import { StageBadge } from './opportunities-page';

const contactSchema = z.object({
  nombre: field.requiredText(200),
  cargo: field.optionalText(100),
  correo: field.optionalText(254).refine((v) => !v || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'Correo inválido'),
  telefono: field.optionalText(50),
});

function ContactForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const create = useCreateContact();
  const form = useZodForm(contactSchema, { nombre: '', cargo: '', correo: '', telefono: '' });
  return (
    <form
      noValidate
      aria-label="Nuevo contacto"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await create.mutateAsync({ tercero_id: accountId, nombre: v.nombre, cargo: v.cargo ?? null, correo: v.correo ?? null, telefono: v.telefono ?? null });
          toast.success('Contacto creado');
          onDone();
        } catch (e) {
          toast.error('No se pudo crear el contacto', { description: errorMessage(e) });
        }
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="cargo" label="Cargo" />
      <FormField form={form} name="correo" label="Correo" type="email" />
      <FormField form={form} name="telefono" label="Teléfono" />
      <FormActions className="flex gap-2 sm:col-span-2 lg:col-span-4" pending={create.isPending} onCancel={onDone} submitLabel="Crear contacto" pendingLabel="Creando..." />
    </form>
  );
}

/** An account: its contacts, its opportunities and its activities. */
export default function AccountPage() {
  const { id = '' } = useParams();
  const query = useAccount(id);
  const contacts = useContacts();
  const opportunities = useOpportunities();
  const activities = useActivities();
  const [adding, setAdding] = useState<'contact' | 'activity' | null>(null);
  return (
    <QueryState query={query} loadingLabel="Cargando cuenta..." errorTitle="No se pudo cargar la cuenta">
      {(a) =>
        !a ? (
          <EmptyState title="La cuenta no existe o no tienes acceso a ella" action={<Link to={`${CRM_ROOT}/cuentas`} className="text-primary underline">Volver a cuentas</Link>} />
        ) : (
          <div className="flex flex-col gap-6">
            <div>
              <h2 className="text-xl font-semibold">{a.nombre}</h2>
              <p className="text-sm text-muted-foreground">{[a.rut, a.correo, a.telefono, a.direccion].filter(Boolean).join(' · ')}</p>
            </div>
            <section className="flex flex-col gap-2" aria-labelledby="contactos-cuenta">
              <div className="flex items-center justify-between">
                <h3 id="contactos-cuenta" className="font-semibold">Contactos</h3>
                <Button variant="outline" onClick={() => setAdding('contact')}>
                  <Plus aria-hidden="true" />
                  Nuevo contacto
                </Button>
              </div>
              {adding === 'contact' && <ContactForm accountId={a.id} onDone={() => setAdding(null)} />}
              <QueryState query={contacts} loadingLabel="Cargando contactos..." errorTitle="No se pudieron cargar los contactos">
                {(all) => {
                  const mine = all.filter((c) => c.tercero_id === a.id);
                  return mine.length === 0 ? (
                    <EmptyState title="Esta cuenta no tiene contactos" />
                  ) : (
                    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Contactos de la cuenta">
                      {mine.map((c) => (
                        <li key={c.id} className="rounded-md border p-3 text-sm">
                          <p className="font-medium">{c.nombre}</p>
                          <p className="text-muted-foreground">{[c.cargo, c.correo, c.telefono].filter(Boolean).join(' · ')}</p>
                        </li>
                      ))}
                    </ul>
                  );
                }}
              </QueryState>
            </section>
            <section className="flex flex-col gap-2" aria-labelledby="oportunidades-cuenta">
              <h3 id="oportunidades-cuenta" className="font-semibold">Oportunidades</h3>
              <QueryState query={opportunities} loadingLabel="Cargando oportunidades..." errorTitle="No se pudieron cargar las oportunidades">
                {(all) => {
                  const mine = all.filter((o) => o.tercero_id === a.id);
                  return mine.length === 0 ? (
                    <EmptyState title="Esta cuenta no tiene oportunidades" />
                  ) : (
                    <ul className="flex flex-col divide-y rounded-md border" aria-label="Oportunidades de la cuenta">
                      {mine.map((o) => (
                        <li key={o.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                          <Link to={opportunityPath(o.id)} className="flex-1 font-medium text-primary underline-offset-2 hover:underline">
                            {o.nombre}
                          </Link>
                          <StageBadge etapa={o.etapa} />
                          <span className="tabular-nums">{formatCLP(o.monto)}</span>
                          <span className="text-xs text-muted-foreground">{formatDate(o.fecha_cierre_estimada)}</span>
                        </li>
                      ))}
                    </ul>
                  );
                }}
              </QueryState>
            </section>
            <section className="flex flex-col gap-2" aria-labelledby="actividades-cuenta">
              <div className="flex items-center justify-between">
                <h3 id="actividades-cuenta" className="font-semibold">Actividades</h3>
                <Button variant="outline" onClick={() => setAdding('activity')}>
                  <Plus aria-hidden="true" />
                  Nueva actividad
                </Button>
              </div>
              {adding === 'activity' && <ActivityForm accountId={a.id} onDone={() => setAdding(null)} />}
              <QueryState query={activities} loadingLabel="Cargando actividades..." errorTitle="No se pudieron cargar las actividades">
                {(all) => <ActivityList activities={all.filter((x) => x.tercero_id === a.id)} empty="Sin actividades para esta cuenta" />}
              </QueryState>
            </section>
          </div>
        )
      }
    </QueryState>
  );
}
