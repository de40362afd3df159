import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { formatCLP, formatDate } from '@/lib/format';
import {
  EmptyState,
  errorMessage,
  field,
  FormActions,
  FormField,
  QueryState,
  RelatedRecords,
  useModuleUser,
  useZodForm,
} from '@/kit';
import { useDeleteParty } from '@/lib/parties/delete-party';
import { useParty } from '@/lib/parties/get-party';
import { useCreateContact } from '../api/create-contact';
import { useDeleteContact } from '../api/delete-contact';
import { useActivities } from '../api/get-activities';
import { useContacts } from '../api/get-contacts';
import { useOpportunities } from '../api/get-opportunities';
import { useUpdateContact } from '../api/update-contact';
import type { Contact } from '../api/types';
import { CRM_ROOT, opportunityPath } from '../lib/paths';
import { AccountForm } from './account-form';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import { StageBadge } from './opportunities-page';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';

const contactSchema = z.object({
  nombre: field.requiredText(200),
  cargo: field.optionalText(100),
  correo: field.optionalText(254).refine((v) => !v || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'Correo inválido'),
  telefono: field.optionalText(50),
});

/** 'Nuevo contacto' and, with a contact, 'Editar contacto': one form. */
function ContactForm({ accountId, contact, onDone }: { accountId: string; contact?: Contact; onDone: () => void }) {
  const editing = contact !== undefined;
  const create = useCreateContact({
    onSuccess: () => {
      toast.success('Contacto creado');
      onDone();
    },
  });
  const update = useUpdateContact({
    onSuccess: () => {
      toast.success('Contacto actualizado');
      onDone();
    },
  });
  const form = useZodForm(contactSchema, {
    nombre: contact?.nombre ?? '',
    cargo: contact?.cargo ?? '',
    correo: contact?.correo ?? '',
    telefono: contact?.telefono ?? '',
  });
  return (
    <form
      noValidate
      aria-label={editing ? `Editar contacto ${contact.nombre}` : 'Nuevo contacto'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) => {
        const values = {
          nombre: v.nombre,
          cargo: v.cargo ?? null,
          correo: v.correo ?? null,
          telefono: v.telefono ?? null,
        };
        if (editing) update.mutate({ id: contact.id, ...values });
        else create.mutate({ tercero_id: accountId, ...values });
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="cargo" label="Cargo" />
      <FormField form={form} name="correo" label="Correo" type="email" />
      <FormField form={form} name="telefono" label="Teléfono" />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={create.isPending || update.isPending}
        onCancel={onDone}
        submitLabel={editing ? 'Guardar contacto' : 'Crear contacto'}
        pendingLabel={editing ? 'Guardando...' : 'Creando...'}
      />
    </form>
  );
}

/** Why Postgres refused to delete an account, in words of what really happens there. */
export function accountDeleteError(e: unknown): string {
  if (e instanceof ApiError && e.code === '23503')
    return 'No se puede eliminar: la cuenta tiene oportunidades, documentos o pagos asociados. Puedes marcarla como inactiva en «Editar cuenta».';
  if (e instanceof ApiError && e.code === 'PGRST116')
    return 'Solo el administrador de la empresa puede eliminar cuentas.';
  return errorMessage(e);
}

type Pending = { kind: 'account' } | { kind: 'contact'; contact: Contact } | null;

/** An account: its contacts, its opportunities and its activities; edited here, deleted by the admin. */
export default function AccountPage() {
  const { id = '' } = useParams();
  const query = useParty(id);
  const contacts = useContacts();
  const opportunities = useOpportunities();
  const activities = useActivities();
  const { isCompanyAdmin: isAdmin, companyId } = useModuleUser();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<'contact' | 'activity' | null>(null);
  const [editingAccount, setEditingAccount] = useState(false);
  const [editingContact, setEditingContact] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const deleteAccount = useDeleteParty({
    onSuccess: () => {
      toast.success('Cuenta eliminada');
      void navigate(`${CRM_ROOT}/cuentas`);
    },
    onError: (e) => toast.error('No se pudo eliminar la cuenta', { description: accountDeleteError(e) }),
    onSettled: () => setConfirming(null),
  });
  const deleteContact = useDeleteContact({
    onSuccess: () => toast.success('Contacto eliminado'),
    onError: (e) =>
      toast.error('No se pudo eliminar el contacto', {
        description:
          e instanceof ApiError && e.code === 'PGRST116'
            ? 'Solo el administrador de la empresa puede eliminar contactos.'
            : errorMessage(e),
      }),
    onSettled: () => setConfirming(null),
  });

  const onConfirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'account') deleteAccount.mutate(id);
    else deleteContact.mutate(confirming.contact.id);
  };

  return (
    <QueryState query={query} loadingLabel="Cargando cuenta..." errorTitle="No se pudo cargar la cuenta">
      {(a) =>
        !a ? (
          <EmptyState
            title="La cuenta no existe o no tienes acceso a ella"
            action={
              <Link to={`${CRM_ROOT}/cuentas`} className="text-primary underline">
                Volver a cuentas
              </Link>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-start gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-xl font-semibold">{a.nombre}</h2>
                  {!a.activo && <Badge variant="outline">Inactiva</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">
                  {[a.rut, a.correo, a.telefono, a.direccion].filter(Boolean).join(' · ')}
                </p>
                {a.notas && <p className="max-w-3xl text-sm whitespace-pre-line">{a.notas}</p>}
              </div>
              <div className="ml-auto flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditingAccount((v) => !v)}
                  aria-expanded={editingAccount}
                >
                  <Pencil aria-hidden="true" />
                  Editar cuenta
                </Button>
                {isAdmin && (
                  <Button variant="outline" size="sm" onClick={() => setConfirming({ kind: 'account' })}>
                    <Trash2 aria-hidden="true" />
                    Eliminar cuenta
                  </Button>
                )}
              </div>
            </div>
            {editingAccount && <AccountForm account={a} onDone={() => setEditingAccount(false)} />}
            {companyId && (
              <AttachmentsPanel
                target={{ companyId, table: 'terceros', recordId: a.id }}
                title="Documentos de la cuenta"
                canDelete={isAdmin}
              />
            )}
            {confirming && (
              <ConfirmDialog
                open
                destructive
                title={confirming.kind === 'account' ? 'Eliminar cuenta' : 'Eliminar contacto'}
                description={
                  confirming.kind === 'account'
                    ? `¿Eliminar la cuenta «${a.nombre}»? Se eliminan también sus contactos y actividades; sus pedidos y proyectos quedan sin cliente. No se puede deshacer.`
                    : `¿Eliminar el contacto «${confirming.contact.nombre}»? Las oportunidades que lo tenían quedan sin contacto. No se puede deshacer.`
                }
                confirmLabel="Eliminar"
                pending={deleteAccount.isPending || deleteContact.isPending}
                onCancel={() => setConfirming(null)}
                onConfirm={onConfirm}
              />
            )}
            <section className="flex flex-col gap-2" aria-labelledby="contactos-cuenta">
              <div className="flex items-center justify-between">
                <h3 id="contactos-cuenta" className="font-semibold">
                  Contactos
                </h3>
                <Button variant="outline" onClick={() => setAdding('contact')}>
                  <Plus aria-hidden="true" />
                  Nuevo contacto
                </Button>
              </div>
              {adding === 'contact' && <ContactForm accountId={a.id} onDone={() => setAdding(null)} />}
              <QueryState
                query={contacts}
                loadingLabel="Cargando contactos..."
                errorTitle="No se pudieron cargar los contactos"
              >
                {(all) => {
                  const mine = all.filter((c) => c.tercero_id === a.id);
                  return mine.length === 0 ? (
                    <EmptyState title="Esta cuenta no tiene contactos" />
                  ) : (
                    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Contactos de la cuenta">
                      {mine.map((c) =>
                        editingContact === c.id ? (
                          <li key={c.id} className="sm:col-span-2">
                            <ContactForm
                              key={c.actualizado_en}
                              accountId={a.id}
                              contact={c}
                              onDone={() => setEditingContact(null)}
                            />
                          </li>
                        ) : (
                          <li key={c.id} className="flex items-start gap-2 rounded-md border p-3 text-sm">
                            <div className="min-w-0 flex-1">
                              <p className="font-medium">{c.nombre}</p>
                              <p className="text-muted-foreground">
                                {[c.cargo, c.correo, c.telefono].filter(Boolean).join(' · ')}
                              </p>
                            </div>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Editar ${c.nombre}`}
                              onClick={() => setEditingContact(c.id)}
                            >
                              <Pencil aria-hidden="true" />
                              Editar
                            </Button>
                            {isAdmin && (
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={`Eliminar ${c.nombre}`}
                                onClick={() => setConfirming({ kind: 'contact', contact: c })}
                              >
                                <Trash2 aria-hidden="true" />
                                Eliminar
                              </Button>
                            )}
                          </li>
                        ),
                      )}
                    </ul>
                  );
                }}
              </QueryState>
            </section>
            <section className="flex flex-col gap-2" aria-labelledby="oportunidades-cuenta">
              <h3 id="oportunidades-cuenta" className="font-semibold">
                Oportunidades
              </h3>
              <QueryState
                query={opportunities}
                loadingLabel="Cargando oportunidades..."
                errorTitle="No se pudieron cargar las oportunidades"
              >
                {(all) => {
                  const mine = all.filter((o) => o.tercero_id === a.id);
                  return mine.length === 0 ? (
                    <EmptyState title="Esta cuenta no tiene oportunidades" />
                  ) : (
                    <ul className="flex flex-col divide-y rounded-md border" aria-label="Oportunidades de la cuenta">
                      {mine.map((o) => (
                        <li key={o.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                          <Link
                            to={opportunityPath(o.id)}
                            className="flex-1 font-medium text-primary underline-offset-2 hover:underline"
                          >
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
                <h3 id="actividades-cuenta" className="font-semibold">
                  Actividades
                </h3>
                <Button variant="outline" onClick={() => setAdding('activity')}>
                  <Plus aria-hidden="true" />
                  Nueva actividad
                </Button>
              </div>
              {adding === 'activity' && <ActivityForm accountId={a.id} onDone={() => setAdding(null)} />}
              <QueryState
                query={activities}
                loadingLabel="Cargando actividades..."
                errorTitle="No se pudieron cargar las actividades"
              >
                {(all) => (
                  <ActivityList
                    activities={all.filter((x) => x.tercero_id === a.id)}
                    empty="Sin actividades para esta cuenta"
                  />
                )}
              </QueryState>
            </section>
            {/* Other modules' records of this party: documents, payments, orders, projects. */}
            <RelatedRecords tabla="terceros" registroId={a.id} />
            <RecordHistorySection tabla="terceros" registroId={a.id} />
          </div>
        )
      }
    </QueryState>
  );
}
