import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState, field, FormActions, FormField, LoadingState, QueryState, useModuleUser, useZodForm } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import {
  useAssessments,
  useCertifications,
  useCertificationTypes,
  useCurrentLevels,
  useEmployees,
  usePositionCertifications,
  useRequirements,
  useSkills,
} from '../api/reads';
import type { Certification, Employee, Skill } from '../api/types';
import { useDeleteRow, useSaveRow } from '../api/writes';
import { gapCell, levelsByEmployee, positionKey, requirementsByPosition } from '../lib/gaps';
import { groupLabel, LEVELS, levelLabel } from '../lib/labels';
import { skillsPaths } from '../lib/paths';
import { CertificationStateBadge, expiryText, GapBadge, Section } from './parts';

const assessmentSchema = z.object({
  competencia_id: field.requiredText(40),
  nivel: field.choice(['1', '2', '3', '4'] as const),
  fecha: field.requiredDay(),
  evidencia: field.optionalText(2000),
});

function AssessmentForm({ employee, skills, onDone }: { employee: Employee; skills: Skill[]; onDone: () => void }) {
  const save = useSaveRow('skills_evaluaciones');
  const form = useZodForm(assessmentSchema, { competencia_id: '', nivel: '', fecha: todayInChile(), evidencia: '' });
  return (
    <form
      noValidate
      aria-label={`Evaluar a ${employee.nombre}`}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({
            values: {
              colaborador_id: employee.id,
              competencia_id: v.competencia_id,
              nivel: Number(v.nivel),
              fecha: v.fecha,
              evidencia: v.evidencia ?? '',
            },
          });
          onDone();
        } catch {
          // The toast said why (a future date, someone you may not assess); the form keeps its values.
        }
      })}
    >
      <FormField
        form={form}
        name="competencia_id"
        label="Competencia"
        required
        options={[
          { value: '', label: 'Elige una competencia' },
          ...skills.map((s) => ({ value: s.id, label: s.nombre })),
        ]}
      />
      <FormField
        form={form}
        name="nivel"
        label="Nivel observado"
        required
        options={[
          { value: '', label: 'Elige el nivel' },
          ...LEVELS.map((n) => ({ value: String(n), label: levelLabel(n) })),
        ]}
      />
      <FormField form={form} name="fecha" label="Fecha" type="date" required />
      <div className="sm:col-span-3">
        <FormField
          form={form}
          name="evidencia"
          label="Evidencia"
          multiline
          hint="Qué observaste: la tarea, la orden de trabajo, el resultado. Puedes adjuntar archivos después de guardar."
        />
      </div>
      <FormActions className="flex gap-2 sm:col-span-3" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

const certificationSchema = z.object({
  tipo_id: field.requiredText(40),
  fecha_obtencion: field.requiredDay(),
  folio: field.optionalText(80),
  notas: field.optionalText(1000),
});

function CertificationForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const types = useCertificationTypes();
  const save = useSaveRow('skills_certificaciones');
  const form = useZodForm(certificationSchema, { tipo_id: '', fecha_obtencion: '', folio: '', notas: '' });
  return (
    <form
      noValidate
      aria-label={`Registrar certificación de ${employee.nombre}`}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({
            values: {
              colaborador_id: employee.id,
              tipo_id: v.tipo_id,
              fecha_obtencion: v.fecha_obtencion,
              folio: v.folio ?? '',
              notas: v.notas ?? '',
            },
          });
          onDone();
        } catch {
          // The toast said why; the form keeps its values.
        }
      })}
    >
      <FormField
        form={form}
        name="tipo_id"
        label="Certificación"
        required
        options={[
          { value: '', label: types.isPending ? 'Cargando...' : 'Elige el tipo' },
          ...(types.data ?? []).map((t) => ({
            value: t.id,
            label: `${t.nombre}${t.vigencia_meses ? ` (${t.vigencia_meses} meses)` : ''}`,
          })),
        ]}
      />
      <FormField
        form={form}
        name="fecha_obtencion"
        label="Fecha de obtención"
        type="date"
        required
        hint="El vencimiento se calcula con la vigencia del tipo."
      />
      <FormField form={form} name="folio" label="Folio o N° de certificado" />
      <div className="sm:col-span-3">
        <FormField form={form} name="notas" label="Notas" multiline />
      </div>
      <FormActions className="flex gap-2 sm:col-span-3" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** One employee's skills (required, current, gap), assessment history and certifications. */
export function PersonView({ employee, canWrite }: { employee: Employee; canWrite: boolean }) {
  const { isCompanyAdmin, companyId, userId } = useModuleUser();
  const skills = useSkills();
  const requirements = useRequirements();
  const levels = useCurrentLevels();
  const assessments = useAssessments(employee.id);
  const certs = useCertifications(employee.id);
  const types = useCertificationTypes();
  const positionCerts = usePositionCertifications();
  const removeCert = useDeleteRow('skills_certificaciones');
  const [assessing, setAssessing] = useState(false);
  const [certifying, setCertifying] = useState(false);
  const [files, setFiles] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const skillName = new Map((skills.data ?? []).map((s) => [s.id, s.nombre]));
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.nombre]));
  const required = requirementsByPosition(requirements.data ?? []).get(positionKey(employee.cargo));
  const mine = levelsByEmployee(levels.data ?? []).get(employee.id);
  const shownSkills = (skills.data ?? []).filter((s) => required?.has(s.id) || mine?.has(s.id));
  const requiredTypes = (positionCerts.data ?? []).filter((p) => positionKey(p.cargo) === positionKey(employee.cargo));
  const heldTypes = new Set((certs.data ?? []).map((c) => c.tipo_id));
  const missingTypes = requiredTypes.filter((p) => !heldTypes.has(p.tipo_id));
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{employee.nombre}</h2>
        <p className="text-sm text-muted-foreground">
          {employee.cargo || 'Sin cargo'} · {employee.area || 'Sin área'}
        </p>
      </div>
      <Section
        title="Competencias"
        actions={
          canWrite && !assessing ? (
            <Button size="sm" onClick={() => setAssessing(true)}>
              Evaluar
            </Button>
          ) : undefined
        }
      >
        {assessing && skills.data && (
          <AssessmentForm
            employee={employee}
            skills={skills.data.filter((s) => s.activa)}
            onDone={() => setAssessing(false)}
          />
        )}
        {skills.isPending || requirements.isPending || levels.isPending ? (
          <LoadingState label="Cargando competencias..." />
        ) : shownSkills.length === 0 ? (
          <p className="text-sm text-muted-foreground">Su cargo no exige competencias y aún no tiene evaluaciones.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">Competencia</th>
                <th className="py-1 font-medium">Grupo</th>
                <th className="py-1 font-medium">Requerido</th>
                <th className="py-1 font-medium">Actual</th>
                <th className="py-1 font-medium">Brecha</th>
              </tr>
            </thead>
            <tbody>
              {shownSkills.map((s) => {
                const cell = gapCell(required?.get(s.id) ?? null, mine?.get(s.id) ?? null);
                return (
                  <tr key={s.id} className="border-t">
                    <td className="py-1">{s.nombre}</td>
                    <td className="py-1">{groupLabel(s.grupo)}</td>
                    <td className="py-1">{cell.required ? levelLabel(cell.required) : '–'}</td>
                    <td className="py-1">{levelLabel(cell.current)}</td>
                    <td className="py-1">
                      <GapBadge cell={cell} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>
      <Section title="Historial de evaluaciones">
        <QueryState
          query={assessments}
          loadingLabel="Cargando evaluaciones..."
          errorTitle="No se pudieron cargar las evaluaciones"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="text-sm text-muted-foreground">Sin evaluaciones todavía.</p>}
        >
          {(rows) => (
            <ul className="flex flex-col divide-y text-sm">
              {rows.map((a) => (
                <li key={a.id} className="flex flex-col gap-1 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{skillName.get(a.competencia_id) ?? 'Competencia'}</span>
                    <span>{levelLabel(a.nivel)}</span>
                    <span className="mr-auto text-muted-foreground">{formatDate(a.fecha)}</span>
                    {companyId && (
                      <Button size="sm" variant="outline" onClick={() => setFiles(files === a.id ? null : a.id)}>
                        {files === a.id ? 'Ocultar archivos' : 'Archivos'}
                      </Button>
                    )}
                  </div>
                  {a.evidencia && <p className="text-muted-foreground">{a.evidencia}</p>}
                  {files === a.id && companyId && (
                    <AttachmentsPanel
                      target={{ companyId, table: 'skills_evaluaciones', recordId: a.id }}
                      title="Evidencia"
                      canAttach={isCompanyAdmin || a.evaluador_id === userId}
                      canDelete={isCompanyAdmin}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <Section
        title="Certificaciones"
        actions={
          canWrite && !certifying ? (
            <Button size="sm" onClick={() => setCertifying(true)}>
              Registrar certificación
            </Button>
          ) : undefined
        }
      >
        {certifying && <CertificationForm employee={employee} onDone={() => setCertifying(false)} />}
        {missingTypes.length > 0 && (
          <p role="status" className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            Su cargo exige y no tiene: {missingTypes.map((p) => typeName.get(p.tipo_id) ?? '').join(', ')}.
          </p>
        )}
        <QueryState
          query={certs}
          loadingLabel="Cargando certificaciones..."
          errorTitle="No se pudieron cargar las certificaciones"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="text-sm text-muted-foreground">Sin certificaciones registradas.</p>}
        >
          {(rows) => (
            <ul className="flex flex-col divide-y text-sm">
              {rows.map((c) => (
                <li key={c.id} className="flex flex-col gap-1 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{typeName.get(c.tipo_id) ?? 'Certificación'}</span>
                    <span className="text-muted-foreground">
                      obtenida el {formatDate(c.fecha_obtencion)} · vence: {expiryText(c.vence_el)}
                    </span>
                    <CertificationStateBadge venceEl={c.vence_el} />
                    {c.folio && <span className="text-muted-foreground">Folio {c.folio}</span>}
                    <span className="mr-auto" />
                    {companyId && (
                      <Button size="sm" variant="outline" onClick={() => setFiles(files === c.id ? null : c.id)}>
                        {files === c.id ? 'Ocultar certificado' : 'Certificado'}
                      </Button>
                    )}
                    {isCompanyAdmin && (
                      <Button size="sm" variant="outline" onClick={() => setDeleting(c)}>
                        Eliminar
                      </Button>
                    )}
                  </div>
                  {c.notas && <p className="text-muted-foreground">{c.notas}</p>}
                  {files === c.id && companyId && (
                    <AttachmentsPanel
                      target={{ companyId, table: 'skills_certificaciones', recordId: c.id }}
                      title="Certificado"
                      canAttach={canWrite}
                      canDelete={isCompanyAdmin}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar esta certificación?"
        description="Se borra el registro; si era la vigente, la persona queda sin esa certificación."
        confirmLabel="Eliminar"
        destructive
        pending={removeCert.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removeCert.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

/** Who may write an employee's assessments and certifications: the admin, or a manager (any visible person but oneself). */
function canWriteFor(employee: Employee, me: Employee | undefined, isCompanyAdmin: boolean) {
  return isCompanyAdmin || (me !== undefined && employee.id !== me.id);
}

/** /axel-skills/personas/:id: one employee the user may see. */
export default function PersonPage() {
  const { id = '' } = useParams();
  const employees = useEmployees();
  const { userId, isCompanyAdmin } = useModuleUser();
  return (
    <QueryState query={employees} loadingLabel="Cargando..." errorTitle="No se pudo cargar la persona">
      {(rows) => {
        const employee = rows.find((e) => e.id === id);
        const me = rows.find((e) => e.usuario_id === userId);
        if (!employee)
          return (
            <EmptyState title="Persona no encontrada">
              No existe o no puedes verla (ves tus propias competencias y las de tu equipo).{' '}
              <Link to={skillsPaths.matrix}>Volver a la matriz</Link>
            </EmptyState>
          );
        return <PersonView employee={employee} canWrite={canWriteFor(employee, me, isCompanyAdmin)} />;
      }}
    </QueryState>
  );
}
