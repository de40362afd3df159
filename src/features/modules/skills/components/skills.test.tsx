import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import { addDays, todayInChile } from '@/lib/dates';
import { buildGapMatrix, complianceByArea, gapCell, gapsByPosition } from '../lib/gaps';
import type { CurrentCertification, CurrentLevel, Employee, Requirement, Skill } from '../api/types';
import MatrixPage from './matrix-page';
import MinePage from './mine-page';
import OverviewPage from './overview-page';
import PersonPage from './person-page';

const stamp = {
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};
const ANA_USER = 'u-ana';
const emp = (id: string, nombre: string, cargo: string, area: string, extra: Partial<Employee> = {}): Employee => ({
  id,
  nombre,
  cargo,
  area,
  jefe_id: null,
  usuario_id: null,
  estado: 'activo',
  ...extra,
});
const skill = (id: string, nombre: string, grupo = 'tecnicas'): Skill => ({
  id,
  empresa_id: 'e',
  nombre,
  descripcion: '',
  grupo,
  nivel_1: 'Básico',
  nivel_2: '',
  nivel_3: '',
  nivel_4: '',
  activa: true,
  ...stamp,
});
const req = (cargo: string, competencia_id: string, nivel: number): Requirement => ({
  id: `${cargo}-${competencia_id}`,
  empresa_id: 'e',
  cargo,
  competencia_id,
  nivel,
  ...stamp,
});
const level = (colaborador_id: string, competencia_id: string, nivel: number): CurrentLevel => ({
  colaborador_id,
  competencia_id,
  nivel,
  fecha: '2026-10-01',
  evaluacion_id: `${colaborador_id}-${competencia_id}`,
  evaluador_id: ANA_USER,
});
const today = todayInChile();
const cert = (colaborador_id: string, tipo_id: string, dias: number): CurrentCertification => ({
  id: `${colaborador_id}-${tipo_id}`,
  colaborador_id,
  tipo_id,
  fecha_obtencion: '2025-01-01',
  vence_el: addDays(today, dias),
  estado: dias < 0 ? 'vencida' : dias <= 30 ? 'por_vencer' : 'vigente',
  dias_restantes: dias,
});

const EMPLOYEES = [
  emp('e-ana', 'Ana Torres', 'Jefa de Mantención', 'Mantención', { usuario_id: ANA_USER }),
  emp('e-rod', 'Rodrigo Vargas', 'Técnico Mecánico', 'Mantención', { jefe_id: 'e-ana' }),
  emp('e-fel', 'Felipe Navarro', 'Técnico Eléctrico', 'Mantención', { jefe_id: 'e-ana' }),
  emp('e-mat', 'Matías González', 'Operador de Planta', 'Producción'),
];
const SKILLS = [
  skill('s-mec', 'Mantención mecánica'),
  skill('s-ele', 'Electricidad industrial'),
  skill('s-loto', 'LOTO', 'seguridad'),
];
const REQS = [
  req('Técnico Mecánico', 's-mec', 3),
  req('Técnico Mecánico', 's-loto', 3),
  req('técnico eléctrico ', 's-ele', 3),
  req('Operador de Planta', 's-loto', 2),
];
const LEVELS = [
  level('e-rod', 's-mec', 3),
  level('e-rod', 's-loto', 2),
  level('e-fel', 's-ele', 1),
  level('e-mat', 's-loto', 2),
];
const TYPES = [
  {
    id: 't-alt',
    empresa_id: 'e',
    nombre: 'Trabajo en altura',
    emisor: 'Mutual',
    vigencia_meses: 24,
    descripcion: '',
    ...stamp,
  },
  {
    id: 't-sec',
    empresa_id: 'e',
    nombre: 'Licencia SEC clase A',
    emisor: 'SEC',
    vigencia_meses: 48,
    descripcion: '',
    ...stamp,
  },
];
const CERTS = [cert('e-rod', 't-alt', 20), cert('e-fel', 't-sec', -6), cert('e-ana', 't-alt', 400)];
const POSITION_CERTS = [
  { id: 'pc1', empresa_id: 'e', cargo: 'Técnico Mecánico', tipo_id: 't-alt', ...stamp },
  { id: 'pc2', empresa_id: 'e', cargo: 'Técnico Eléctrico', tipo_id: 't-sec', ...stamp },
  { id: 'pc3', empresa_id: 'e', cargo: 'Operador de Planta', tipo_id: 't-alt', ...stamp },
];

function serveSkills(over: { employees?: Employee[] } = {}) {
  const posted: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/skills_colaboradores', () => HttpResponse.json(over.employees ?? EMPLOYEES)),
    http.get('*/rest/v1/skills_competencias', () => HttpResponse.json(SKILLS)),
    http.get('*/rest/v1/skills_niveles_requeridos', () => HttpResponse.json(REQS)),
    http.get('*/rest/v1/skills_niveles_actuales', () => HttpResponse.json(LEVELS)),
    http.get('*/rest/v1/skills_tipos_certificacion', () => HttpResponse.json(TYPES)),
    http.get('*/rest/v1/skills_certificaciones_vigentes', () => HttpResponse.json(CERTS)),
    http.get('*/rest/v1/skills_cargo_certificaciones', () => HttpResponse.json(POSITION_CERTS)),
    http.get('*/rest/v1/skills_evaluaciones', () => HttpResponse.json([])),
    http.get('*/rest/v1/skills_certificaciones', ({ request }) => {
      const id = new URL(request.url).searchParams.get('colaborador_id')?.replace('eq.', '');
      return HttpResponse.json(
        CERTS.filter((c) => c.colaborador_id === id).map((c) => ({
          id: c.id,
          empresa_id: 'e',
          colaborador_id: c.colaborador_id,
          tipo_id: c.tipo_id,
          fecha_obtencion: c.fecha_obtencion,
          vence_el: c.vence_el,
          folio: '',
          notas: '',
          ...stamp,
        })),
      );
    }),
    http.post('*/rest/v1/skills_evaluaciones', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ id: 'new' }, { status: 201 });
    }),
  );
  return posted;
}

const asUser = (children: ReactNode, isCompanyAdmin = false) => (
  <ModuleUserProvider
    value={{ userId: ANA_USER, isSuperAdmin: false, isCompanyAdmin, modules: ['skills'], companyId: 'e' }}
  >
    {children}
  </ModuleUserProvider>
);

describe('gaps (lib/gaps.ts)', () => {
  it('a cell is met, one level short, or short by two or never assessed; positions match without case or spaces', () => {
    expect(gapCell(3, 3).tone).toBe('cumple');
    expect(gapCell(3, 2)).toMatchObject({ gap: 1, tone: 'brecha_leve' });
    expect(gapCell(3, 1)).toMatchObject({ gap: 2, tone: 'brecha' });
    expect(gapCell(1, null)).toMatchObject({ gap: 1, tone: 'brecha' });
    expect(gapCell(null, 2).tone).toBe('sin_requisito');
    const m = buildGapMatrix({ employees: EMPLOYEES, skills: SKILLS, requirements: REQS, levels: LEVELS });
    expect(m.skills.map((s) => s.id)).toEqual(['s-mec', 's-ele', 's-loto']);
    const felipe = m.rows.find((r) => r.employee.id === 'e-fel')!;
    expect(felipe.cells[1]).toMatchObject({ required: 3, current: 1, tone: 'brecha' });
    expect(gapsByPosition(m)[0]).toEqual({ cargo: 'Técnico Eléctrico', people: 1, required: 1, short: 1 });
  });

  it('compliance by area counts the certifications positions require that are in force', () => {
    expect(
      complianceByArea({ employees: EMPLOYEES, positionCertifications: POSITION_CERTS, certifications: CERTS }),
    ).toEqual(
      [
        { area: 'Mantención', required: 2, inForce: 1, percent: 50 },
        { area: 'Producción', required: 1, inForce: 0, percent: 0 },
      ].sort((a, b) => a.percent - b.percent),
    );
  });
});

describe('Axel Skills screens', () => {
  it('the overview shows what expires within 30 days, compliance by area and gaps by position', async () => {
    serveSkills();
    renderApp(asUser(<OverviewPage />), { path: '/axel-skills', initialEntry: '/axel-skills' });
    const expiring = await screen.findByRole('region', { name: /Certificaciones que vencen en 30 días \(1\)/ });
    expect(within(expiring).getByText('Rodrigo Vargas')).toBeInTheDocument();
    expect(within(expiring).getByText('(en 20 días)', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('figura-Vencidas')).toHaveTextContent('1');
    const areas = screen.getByRole('region', { name: 'Cumplimiento por área' });
    expect(within(areas).getByText('Mantención').closest('tr')).toHaveTextContent('1 / 2');
    expect(screen.getByRole('region', { name: 'Brechas por cargo' })).toHaveTextContent('Técnico Eléctrico');
  });

  it('the gap matrix colours each cell and filters by area and position in the URL', async () => {
    serveSkills();
    const { user } = renderApp(asUser(<MatrixPage />), {
      path: '/axel-skills/matriz',
      initialEntry: '/axel-skills/matriz',
    });
    const table = await screen.findByRole('table', { name: 'Brechas por colaborador y competencia' });
    const felipe = within(table)
      .getByRole('rowheader', { name: /Felipe Navarro/ })
      .closest('tr')!;
    expect(within(felipe).getByText('1 / 3').closest('[data-tone]')).toHaveAttribute('data-tone', 'brecha');
    await user.selectOptions(screen.getByLabelText('Área'), 'Producción');
    expect(within(table).queryByText('Felipe Navarro')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Matías González')).toBeInTheDocument();
  });

  it("'Mis competencias' shows the user's own record, and says so when the account has none", async () => {
    serveSkills();
    const first = renderApp(asUser(<MinePage />), {
      path: '/axel-skills/mis-competencias',
      initialEntry: '/axel-skills/mis-competencias',
    });
    expect(await screen.findByRole('heading', { name: 'Ana Torres' })).toBeInTheDocument();
    // Nobody assesses themselves: no 'Evaluar' for a usuario on her own page.
    expect(screen.queryByRole('button', { name: 'Evaluar' })).not.toBeInTheDocument();
    first.unmount();
    serveSkills({ employees: [] });
    renderApp(asUser(<MinePage />), {
      path: '/axel-skills/mis-competencias',
      initialEntry: '/axel-skills/mis-competencias',
    });
    expect(await screen.findByText('Tu cuenta no tiene ficha de colaborador')).toBeInTheDocument();
  });

  it("a manager assesses a report from the person's page: the level, date and evidence are sent, a missing date is answered", async () => {
    const posted = serveSkills();
    const { user } = renderApp(asUser(<PersonPage />), {
      path: '/axel-skills/personas/:id',
      initialEntry: '/axel-skills/personas/e-rod',
    });
    expect(await screen.findByRole('heading', { name: 'Rodrigo Vargas' })).toBeInTheDocument();
    expect(await screen.findByText('Trabajo en altura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Evaluar' }));
    const form = screen.getByRole('form', { name: 'Evaluar a Rodrigo Vargas' });
    await user.selectOptions(within(form).getByLabelText(/Competencia/), 'LOTO');
    await user.selectOptions(within(form).getByLabelText(/Nivel observado/), '3');
    const date = within(form).getByLabelText(/Fecha/);
    await user.clear(date);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Es obligatorio')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(date, '2026-11-05');
    await user.type(within(form).getByLabelText(/Evidencia/), 'Bloqueo correcto en la OT-000120');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Evaluación registrada');
    expect(posted).toEqual([
      {
        colaborador_id: 'e-rod',
        competencia_id: 's-loto',
        nivel: 3,
        fecha: '2026-11-05',
        evidencia: 'Bloqueo correcto en la OT-000120',
      },
    ]);
  });

  it('a person the user may not see is not found', async () => {
    serveSkills();
    renderApp(asUser(<PersonPage />), {
      path: '/axel-skills/personas/:id',
      initialEntry: '/axel-skills/personas/otra',
    });
    expect(await screen.findByText('Persona no encontrada')).toBeInTheDocument();
  });
});
