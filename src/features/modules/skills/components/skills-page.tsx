import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, field, FormActions, FormField, QueryState, bothQueries, useModuleUser, useZodForm } from '@/kit';
import { useEmployees, useRequirements, useSkills } from '../api/reads';
import type { Requirement, Skill, SkillInput } from '../api/types';
import { useDeleteRow, useSaveRow } from '../api/writes';
import { distinctSorted } from '../lib/gaps';
import { groupLabel, LEVELS, levelLabel, SKILL_GROUP_LABEL, SKILL_GROUPS } from '../lib/labels';
import { SelectField } from './parts';

const skillSchema = z.object({
  nombre: field.requiredText(120),
  descripcion: field.optionalText(1000),
  grupo: field.choice(SKILL_GROUPS, { labels: SKILL_GROUP_LABEL }),
  nivel_1: field.optionalText(500),
  nivel_2: field.optionalText(500),
  nivel_3: field.optionalText(500),
  nivel_4: field.optionalText(500),
});

function SkillForm({ skill, onDone }: { skill?: Skill; onDone: () => void }) {
  const save = useSaveRow('skills_competencias');
  const form = useZodForm(skillSchema, {
    nombre: skill?.nombre ?? '',
    descripcion: skill?.descripcion ?? '',
    grupo: skill?.grupo ?? 'tecnicas',
    nivel_1: skill?.nivel_1 ?? '',
    nivel_2: skill?.nivel_2 ?? '',
    nivel_3: skill?.nivel_3 ?? '',
    nivel_4: skill?.nivel_4 ?? '',
  });
  return (
    <form
      noValidate
      aria-label={skill ? `Editar ${skill.nombre}` : 'Nueva competencia'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (v) => {
        const values: SkillInput = {
          nombre: v.nombre,
          descripcion: v.descripcion ?? '',
          grupo: v.grupo,
          nivel_1: v.nivel_1 ?? '',
          nivel_2: v.nivel_2 ?? '',
          nivel_3: v.nivel_3 ?? '',
          nivel_4: v.nivel_4 ?? '',
        };
        try {
          await save.mutateAsync({ id: skill?.id, values });
          onDone();
        } catch {
          // The toast said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField
        form={form}
        name="grupo"
        label="Grupo"
        required
        options={SKILL_GROUPS.map((g) => ({ value: g, label: SKILL_GROUP_LABEL[g] }))}
      />
      <div className="sm:col-span-2">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      {LEVELS.map((n) => (
        <FormField key={n} form={form} name={`nivel_${n}`} label={`Nivel ${levelLabel(n)}`} multiline />
      ))}
      <FormActions className="flex gap-2 sm:col-span-2" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The levels positions require of one skill; the admin adds and removes them. */
function RequiredLevels({
  skill,
  requirements,
  positions,
}: {
  skill: Skill;
  requirements: Requirement[];
  positions: string[];
}) {
  const { isCompanyAdmin } = useModuleUser();
  const save = useSaveRow('skills_niveles_requeridos');
  const remove = useDeleteRow('skills_niveles_requeridos');
  const [cargo, setCargo] = useState('');
  const [nivel, setNivel] = useState('3');
  const [error, setError] = useState<string | null>(null);
  const listId = `cargos-${skill.id}`;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Nivel requerido por cargo</h3>
      {requirements.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ningún cargo la exige.</p>
      ) : (
        <ul className="flex flex-wrap gap-2 text-sm">
          {requirements.map((r) => (
            <li key={r.id} className="flex items-center gap-1 rounded border px-2 py-0.5">
              {r.cargo}: <strong>{levelLabel(r.nivel)}</strong>
              {isCompanyAdmin && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Quitar el requisito de ${r.cargo}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id)}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isCompanyAdmin && (
        <form
          noValidate
          aria-label={`Exigir ${skill.nombre} a un cargo`}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!cargo.trim()) return setError('Escribe o elige el cargo');
            setError(null);
            save.mutate(
              { values: { cargo: cargo.trim(), competencia_id: skill.id, nivel: Number(nivel) } },
              { onSuccess: () => setCargo('') },
            );
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Cargo</span>
            <Input list={listId} value={cargo} onChange={(e) => setCargo(e.target.value)} aria-invalid={!!error} />
            <datalist id={listId}>
              {positions.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </label>
          <SelectField
            label="Nivel"
            value={nivel}
            onChange={setNivel}
            options={LEVELS.map((n) => ({ value: String(n), label: levelLabel(n) }))}
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
    </div>
  );
}

/** The skills catalogue by group, each with its four levels and the level each position requires. */
export default function SkillsPage() {
  const query = bothQueries(useSkills(), useRequirements());
  const employees = useEmployees();
  const positions = distinctSorted((employees.data ?? []).map((e) => e.cargo));
  const { isCompanyAdmin } = useModuleUser();
  const remove = useDeleteRow('skills_competencias');
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Skill | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold">Catálogo de competencias</h2>
        {isCompanyAdmin && editing === null && <Button onClick={() => setEditing('new')}>Nueva competencia</Button>}
      </div>
      {editing !== null && (
        <SkillForm
          key={editing === 'new' ? 'new' : editing.id}
          skill={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState
        query={query}
        loadingLabel="Cargando competencias..."
        errorTitle="No se pudieron cargar las competencias"
        isEmpty={([skills]) => skills.length === 0}
        empty={
          <EmptyState title="Aún no hay competencias">
            {isCompanyAdmin
              ? 'Crea la primera con «Nueva competencia»: su grupo y qué significa cada uno de sus cuatro niveles.'
              : 'Las crea el administrador de la empresa.'}
          </EmptyState>
        }
      >
        {([skills, requirements]) => (
          <div className="flex flex-col gap-6">
            {SKILL_GROUPS.map((g) => {
              const inGroup = skills.filter((s) => s.grupo === g);
              if (inGroup.length === 0) return null;
              return (
                <section
                  key={g}
                  aria-label={`Competencias ${groupLabel(g).toLowerCase()}`}
                  className="flex flex-col gap-3"
                >
                  <h2 className="font-semibold">{groupLabel(g)}</h2>
                  {inGroup.map((s) => (
                    <article
                      key={s.id}
                      aria-label={s.nombre}
                      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="mr-auto font-medium">{s.nombre}</h3>
                        {isCompanyAdmin && (
                          <>
                            <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                              Editar
                            </Button>
                            <Button size="sm" variant="outline" onClick={() => setDeleting(s)}>
                              Eliminar
                            </Button>
                          </>
                        )}
                      </div>
                      {s.descripcion && <p className="text-sm text-muted-foreground">{s.descripcion}</p>}
                      <ol className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
                        {LEVELS.map((n) => (
                          <li key={n} className="rounded border p-2">
                            <span className="font-medium">{levelLabel(n)}</span>
                            <p className="text-muted-foreground">{s[`nivel_${n}`] || 'Sin descripción'}</p>
                          </li>
                        ))}
                      </ol>
                      <RequiredLevels
                        skill={s}
                        positions={positions}
                        requirements={requirements.filter((r) => r.competencia_id === s.id)}
                      />
                    </article>
                  ))}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar la competencia ${deleting?.nombre ?? ''}?`}
        description="Se borran también sus niveles requeridos y todas las evaluaciones de esta competencia."
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
