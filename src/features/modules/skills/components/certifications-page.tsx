import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { formatNumber } from '@/lib/format';
import {
  useCertificationTypes,
  useCurrentCertifications,
  useEmployees,
  useOpsRules,
  usePositionCertifications,
  useSettings,
} from '../api/reads';
import type { CertificationType } from '../api/types';
import { useDeleteRow, useSaveOpsMode, useSaveRow } from '../api/writes';
import { distinctSorted } from '../lib/gaps';
import { CERT_STATE_LABEL, ORDER_TYPE_LABEL, ORDER_TYPES } from '../lib/labels';
import { skillsPaths } from '../lib/paths';
import { CertificationStateBadge, expiryText, Section, SelectField } from './parts';

/** The certifications that count (the latest per person and type), filtered in the URL. */
function CertificationList() {
  const certs = useCurrentCertifications();
  const employees = useEmployees();
  const types = useCertificationTypes();
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado') ?? '';
  const tipo = params.get('tipo') ?? '';
  const persona = params.get('persona') ?? '';
  const setFilter = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const name = new Map((employees.data ?? []).map((e) => [e.id, e.nombre]));
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.nombre]));
  return (
    <Section title="Certificaciones del personal">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Estado"
          value={estado}
          onChange={(v) => setFilter('estado', v)}
          placeholder="Todos"
          options={Object.entries(CERT_STATE_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label="Tipo"
          value={tipo}
          onChange={(v) => setFilter('tipo', v)}
          placeholder="Todos"
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))}
        />
        <SelectField
          label="Persona"
          value={persona}
          onChange={(v) => setFilter('persona', v)}
          placeholder="Todas"
          options={(employees.data ?? []).map((e) => ({ value: e.id, label: e.nombre }))}
        />
      </div>
      <QueryState
        query={certs}
        loadingLabel="Cargando certificaciones..."
        errorTitle="No se pudieron cargar las certificaciones"
      >
        {(rows) => {
          const shown = rows.filter(
            (c) =>
              (!estado || c.estado === estado) &&
              (!tipo || c.tipo_id === tipo) &&
              (!persona || c.colaborador_id === persona),
          );
          if (shown.length === 0)
            return <p className="text-sm text-muted-foreground">Ninguna certificación con estos filtros.</p>;
          return (
            <table className="w-full text-sm" aria-label="Certificaciones">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-medium">Persona</th>
                  <th className="py-1 font-medium">Certificación</th>
                  <th className="py-1 font-medium">Vence</th>
                  <th className="py-1 font-medium">Estado</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.id} className="border-t">
                    <td className="py-1">
                      <Link to={skillsPaths.person(c.colaborador_id!)} className="text-primary hover:underline">
                        {name.get(c.colaborador_id!) ?? 'Colaborador'}
                      </Link>
                    </td>
                    <td className="py-1">{typeName.get(c.tipo_id!) ?? ''}</td>
                    <td className="py-1">{expiryText(c.vence_el)}</td>
                    <td className="py-1">
                      <CertificationStateBadge venceEl={c.vence_el} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
    </Section>
  );
}

const typeSchema = z.object({
  nombre: field.requiredText(120),
  emisor: field.optionalText(120),
  vigencia_meses: field.optionalNumber({ min: 1, max: 240, integer: true }),
  descripcion: field.optionalText(1000),
});

function TypeForm({ type, onDone }: { type?: CertificationType; onDone: () => void }) {
  const save = useSaveRow('skills_tipos_certificacion');
  const form = useZodForm(typeSchema, {
    nombre: type?.nombre ?? '',
    emisor: type?.emisor ?? '',
    vigencia_meses: type?.vigencia_meses ? String(type.vigencia_meses) : '',
    descripcion: type?.descripcion ?? '',
  });
  return (
    <form
      noValidate
      aria-label={type ? `Editar ${type.nombre}` : 'Nuevo tipo de certificación'}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({
            id: type?.id,
            values: {
              nombre: v.nombre,
              emisor: v.emisor ?? '',
              vigencia_meses: v.vigencia_meses ?? null,
              descripcion: v.descripcion ?? '',
            },
          });
          onDone();
        } catch {
          // The toast said why; the form keeps its values.
        }
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="emisor" label="Emisor" />
      <FormField
        form={form}
        name="vigencia_meses"
        label="Vigencia (meses)"
        type="quantity"
        hint="Vacío: no vence. Cambiarla recalcula el vencimiento de las ya registradas."
      />
      <div className="sm:col-span-3">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions className="flex gap-2 sm:col-span-3" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Certification types: the admin creates, edits and deletes them (not one anyone holds). */
function TypesSection() {
  const types = useCertificationTypes();
  const { isCompanyAdmin } = useModuleUser();
  const remove = useDeleteRow('skills_tipos_certificacion');
  const [editing, setEditing] = useState<CertificationType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CertificationType | null>(null);
  return (
    <Section
      title="Tipos de certificación"
      actions={
        isCompanyAdmin && editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            Nuevo tipo
          </Button>
        ) : undefined
      }
    >
      {editing !== null && (
        <TypeForm
          key={editing === 'new' ? 'new' : editing.id}
          type={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState
        query={types}
        loadingLabel="Cargando tipos..."
        errorTitle="No se pudieron cargar los tipos"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Aún no hay tipos de certificación">
            Por ejemplo: Trabajo en altura (24 meses), Licencia SEC clase A, Licencia de grúa horquilla.
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="flex flex-col divide-y text-sm">
            {rows.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium">{t.nombre}</span>
                <span className="mr-auto text-muted-foreground">
                  {t.emisor || 'Sin emisor'} ·{' '}
                  {t.vigencia_meses ? `${formatNumber(t.vigencia_meses)} meses` : 'no vence'}
                </span>
                {isCompanyAdmin && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                      Editar
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDeleting(t)}>
                      Eliminar
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar el tipo ${deleting?.nombre ?? ''}?`}
        description="Solo se puede eliminar un tipo que nadie tiene registrado; se quitan también sus exigencias por cargo y sus reglas de órdenes."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Section>
  );
}

/** Which positions require which certifications (admin). */
function PositionSection() {
  const rows = usePositionCertifications();
  const types = useCertificationTypes();
  const employees = useEmployees();
  const { isCompanyAdmin } = useModuleUser();
  const save = useSaveRow('skills_cargo_certificaciones');
  const remove = useDeleteRow('skills_cargo_certificaciones');
  const [cargo, setCargo] = useState('');
  const [tipo, setTipo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.nombre]));
  const byPosition = new Map<string, { id: string; tipo: string }[]>();
  for (const r of rows.data ?? [])
    byPosition.set(r.cargo, [...(byPosition.get(r.cargo) ?? []), { id: r.id, tipo: r.tipo_id }]);
  return (
    <Section title="Certificaciones exigidas por cargo">
      <QueryState query={rows} loadingLabel="Cargando..." errorTitle="No se pudieron cargar las exigencias">
        {() =>
          byPosition.size === 0 ? (
            <p className="text-sm text-muted-foreground">Ningún cargo exige certificaciones.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {[...byPosition.entries()].map(([c, list]) => (
                <li key={c} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-48 font-medium">{c}</span>
                  {list.map((x) => (
                    <span key={x.id} className="flex items-center gap-1 rounded border px-2 py-0.5">
                      {typeName.get(x.tipo) ?? ''}
                      {isCompanyAdmin && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Quitar ${typeName.get(x.tipo) ?? ''} de ${c}`}
                          onClick={() => remove.mutate(x.id)}
                        >
                          ×
                        </Button>
                      )}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {isCompanyAdmin && (
        <form
          noValidate
          aria-label="Exigir una certificación a un cargo"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!cargo.trim() || !tipo) return setError('Elige el cargo y la certificación');
            setError(null);
            save.mutate({ values: { cargo: cargo.trim(), tipo_id: tipo } }, { onSuccess: () => setCargo('') });
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Cargo</span>
            <Input list="skills-cargos" value={cargo} onChange={(e) => setCargo(e.target.value)} />
            <datalist id="skills-cargos">
              {distinctSorted((employees.data ?? []).map((x) => x.cargo)).map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </label>
          <SelectField
            label="Certificación"
            value={tipo}
            onChange={setTipo}
            placeholder="Elige"
            options={(types.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))}
          />
          <Button type="submit" size="sm" disabled={save.isPending}>
            Exigir
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </Section>
  );
}

/** Axel Ops: which orders require a certification, and whether an assignment without it is warned or refused. */
function OpsSection() {
  const rules = useOpsRules();
  const types = useCertificationTypes();
  const settings = useSettings();
  const { isCompanyAdmin } = useModuleUser();
  const save = useSaveRow('skills_requisitos_ops');
  const remove = useDeleteRow('skills_requisitos_ops');
  const saveMode = useSaveOpsMode();
  const [kind, setKind] = useState<'categoria' | 'tipo'>('categoria');
  const [value, setValue] = useState('');
  const [tipo, setTipo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.nombre]));
  const mode = settings.data?.modo_ops ?? 'advertir';
  return (
    <Section title="Órdenes de trabajo que exigen certificación (Axel Ops)">
      <fieldset
        className="flex flex-wrap gap-4 text-sm"
        disabled={!isCompanyAdmin || saveMode.isPending || settings.isPending}
      >
        <legend className="mb-1 font-medium">Al asignar una orden a un técnico sin la certificación vigente</legend>
        {(['advertir', 'rechazar'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input
              type="radio"
              name="modo_ops"
              checked={mode === m}
              onChange={() => saveMode.mutate({ id: settings.data?.id, modo: m })}
            />
            {m === 'advertir' ? 'Advertir y permitir' : 'Rechazar la asignación'}
          </label>
        ))}
      </fieldset>
      <QueryState query={rules} loadingLabel="Cargando reglas..." errorTitle="No se pudieron cargar las reglas">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ninguna orden exige certificación.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-2">
                  <span>
                    {r.categoria_activo
                      ? `Equipos de categoría «${r.categoria_activo}»`
                      : `Órdenes de tipo ${ORDER_TYPE_LABEL[r.tipo_orden as (typeof ORDER_TYPES)[number]] ?? r.tipo_orden}`}{' '}
                    exigen <strong>{typeName.get(r.tipo_id) ?? ''}</strong>
                  </span>
                  {isCompanyAdmin && (
                    <Button size="sm" variant="ghost" aria-label="Quitar la regla" onClick={() => remove.mutate(r.id)}>
                      ×
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {isCompanyAdmin && (
        <form
          noValidate
          aria-label="Nueva regla de órdenes"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!value.trim() || !tipo) return setError('Completa la condición y la certificación');
            setError(null);
            save.mutate(
              {
                values:
                  kind === 'categoria'
                    ? { tipo_id: tipo, categoria_activo: value.trim(), tipo_orden: null }
                    : { tipo_id: tipo, categoria_activo: null, tipo_orden: value },
              },
              { onSuccess: () => setValue('') },
            );
          }}
        >
          <SelectField
            label="Cuando"
            value={kind}
            onChange={(v) => {
              setKind(v as 'categoria' | 'tipo');
              setValue('');
            }}
            options={[
              { value: 'categoria', label: 'El equipo es de la categoría' },
              { value: 'tipo', label: 'La orden es de tipo' },
            ]}
          />
          {kind === 'categoria' ? (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">Categoría del equipo</span>
              <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder="Eléctrico" />
            </label>
          ) : (
            <SelectField
              label="Tipo de orden"
              value={value}
              onChange={setValue}
              placeholder="Elige"
              options={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABEL[t] }))}
            />
          )}
          <SelectField
            label="Exige"
            value={tipo}
            onChange={setTipo}
            placeholder="Elige"
            options={(types.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))}
          />
          <Button type="submit" size="sm" disabled={save.isPending}>
            Agregar regla
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </Section>
  );
}

/** Certifications: the staff's (with their expiry), the types, what positions and Ops' orders require. */
export default function CertificationsPage() {
  return (
    <div className="flex flex-col gap-4">
      <CertificationList />
      <TypesSection />
      <PositionSection />
      <OpsSection />
    </div>
  );
}
