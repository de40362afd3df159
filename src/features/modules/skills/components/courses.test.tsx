import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { Course, EnrolmentProgress } from '../api/course-types';
import CoursesPage from './courses-page';
import { QuizPanel } from './courses-learning';

const as = (isCompanyAdmin: boolean) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin, modules: ['skills'] }}>
        {children}
      </ModuleUserProvider>
    );
  };

const course: Course = {
  id: 'c1',
  empresa_id: 'e',
  nombre: 'Bloqueo y etiquetado (LOTO)',
  descripcion: '',
  modalidad: 'online',
  es_induccion: false,
  horas: 4,
  competencia_id: null,
  nivel_otorgado: null,
  nota_aprobacion: 80,
  max_intentos: 3,
  anio: 2026,
  presupuesto: 0,
  gasto: 0,
  activo: true,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};

describe('Cursos', () => {
  it('shows a usuario the empty catalogue without "Nuevo curso"', async () => {
    server.use(http.get('*/rest/v1/skills_cursos', () => HttpResponse.json([])));
    renderApp(<CoursesPage />, { wrapper: as(false) });
    expect(await screen.findByText('Aún no hay cursos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo curso' })).not.toBeInTheDocument();
  });

  it('creates a course from es-CL hours and pesos, and refuses a skill without its level', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/rest/v1/skills_cursos', () => HttpResponse.json([course])),
      http.get('*/rest/v1/skills_competencias', () => HttpResponse.json([{ id: 's1', nombre: 'Trabajo en altura' }])),
      http.post('*/rest/v1/skills_cursos', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'c9' }, { status: 201 });
      }),
    );
    const { user } = renderApp(<CoursesPage />, { wrapper: as(true) });
    expect(await screen.findByRole('link', { name: course.nombre })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo curso' }));
    const form = screen.getByRole('form', { name: 'Nuevo curso' });
    await user.type(within(form).getByLabelText(/Nombre del curso/), 'Altura física');
    await user.type(within(form).getByLabelText(/^Horas/), '1,5');
    await user.clear(within(form).getByLabelText(/^Presupuesto/));
    await user.type(within(form).getByLabelText(/^Presupuesto/), '1.200.000');
    await user.selectOptions(within(form).getByLabelText('Competencia que otorga'), 's1');
    await user.click(within(form).getByRole('button', { name: 'Crear curso' }));
    expect(await within(form).findByText('Indica el nivel que otorga el curso')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Nivel que otorga'), '2');
    await user.click(within(form).getByRole('button', { name: 'Crear curso' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      nombre: 'Altura física',
      modalidad: 'online',
      horas: 1.5,
      presupuesto: 1200000,
      competencia_id: 's1',
      nivel_otorgado: 2,
    });
  });
});

describe('the quiz', () => {
  const enrolment: EnrolmentProgress = {
    id: 'i1',
    empresa_id: 'e',
    curso_id: 'c1',
    colaborador_id: 'd1',
    origen: 'admin',
    estado: 'inscrito',
    completado_en: null,
    creado_por: null,
    actualizado_por: null,
    creado_en: '2026-01-01T10:00:00Z',
    actualizado_en: '2026-01-01T10:00:00Z',
    lessonsSeen: [],
    attempts: [],
    certificate: null,
  };

  it('asks for every answer, sends them to be graded, and keeps them when Postgres refuses', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/rest/v1/rpc/skills_cuestionario', () =>
        HttpResponse.json([
          { id: 'q1', orden: 1, enunciado: '¿Quién retira el candado?', opciones: ['Cualquiera', 'Quien lo puso'] },
          { id: 'q2', orden: 2, enunciado: '¿Último paso?', opciones: ['Verificar energía cero', 'Avisar'] },
        ]),
      ),
      http.post('*/rest/v1/rpc/skills_responder_cuestionario', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { code: '23514', message: 'Ya usaste los 3 intentos permitidos del cuestionario', details: null, hint: null },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp(<QuizPanel course={course} enrolment={enrolment} />, { wrapper: as(false) });
    const form = await screen.findByRole('form', { name: 'Responder cuestionario' });
    await user.click(within(form).getByLabelText('Quien lo puso'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await within(form).findByText('Responde todas las preguntas antes de enviar.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(form).getByLabelText('Verificar energía cero'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));
    await waitFor(() => expect(sent).toEqual([{ p_curso: 'c1', p_respuestas: { q1: 1, q2: 0 } }]));
    expect(await within(form).findByRole('button', { name: 'Enviar respuestas' })).toBeEnabled();
    expect(within(form).getByLabelText('Quien lo puso')).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
