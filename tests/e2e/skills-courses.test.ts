/**
 * Axel Skills' courses in the browser (issue 38), as ana@andes.demo: an online course made for this
 * run (a skill it grants at level 3, one lesson, one question, Ana enrolled by the admin) is taken from
 * 'Mis cursos': the lesson marked seen, a wrong answer graded by Postgres (one attempt left), then the
 * right one; the course completes, the certificate PDF downloads (it starts with %PDF and names Ana,
 * the course and its code), and Ana's level of the skill is now 3. Every row hangs from the run's
 * skill and course, removed at the end (docs/testing.md rule 2).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, downloadBytes, expectNoSeriousA11yViolations, openSignedIn, test } from './support/browser.ts';

const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;
const COURSE = `Curso ${STAMP}`;
const SKILL = `Competencia ${STAMP}`;
const ANDES = 'c0000000-0000-4000-8000-000000000002';
const ANA = 'd1000000-0000-4000-8000-000000000002';
let courseId = '';
let skillId = '';

beforeAll(async () => {
  [{ id: skillId }] = await serviceRest<Array<{ id: string }>>('skills_competencias', {
    method: 'POST',
    body: { empresa_id: ANDES, nombre: SKILL, grupo: 'seguridad' },
  });
  [{ id: courseId }] = await serviceRest<Array<{ id: string }>>('skills_cursos', {
    method: 'POST',
    body: {
      empresa_id: ANDES,
      nombre: COURSE,
      modalidad: 'online',
      horas: 6,
      competencia_id: skillId,
      nivel_otorgado: 3,
      nota_aprobacion: 100,
      max_intentos: 2,
    },
  });
  await serviceRest('skills_lecciones', {
    method: 'POST',
    body: {
      empresa_id: ANDES,
      curso_id: courseId,
      orden: 1,
      titulo: 'Antes de empezar',
      tipo: 'texto',
      contenido: 'Lee el procedimiento.',
    },
  });
  await serviceRest('skills_preguntas', {
    method: 'POST',
    body: {
      empresa_id: ANDES,
      curso_id: courseId,
      orden: 1,
      enunciado: '¿Cuál es el último paso antes de intervenir?',
      opciones: ['Poner la tarjeta', 'Verificar energía cero'],
      correcta: 1,
    },
  });
  await serviceRest('skills_inscripciones', {
    method: 'POST',
    body: { empresa_id: ANDES, curso_id: courseId, colaborador_id: ANA },
  });
});

afterAll(async () => {
  if (courseId) await serviceRest(`skills_cursos?id=eq.${courseId}`, { method: 'DELETE' });
  if (skillId) await serviceRest(`skills_competencias?id=eq.${skillId}`, { method: 'DELETE' });
});

describe('Axel Skills courses', () => {
  test('a course with a quiz passed issues the certificate and raises the skill level', async ({ page, toasts }) => {
    await openSignedIn(page, DEMO.ana, '/axel-skills/mis-cursos');
    await page.getByRole('link', { name: COURSE }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: COURSE }).count(), { message: "the course's page" })
      .toBe(1);

    // The quiz's answer is nowhere in what the browser received: the page shows no '(correcta)'.
    await expect.poll(() => page.getByText('(correcta)').count()).toBe(0);
    await page.getByRole('button', { name: 'Marcar como vista' }).click();
    await toasts.waitFor('Lección marcada como vista', 'the lesson is seen');
    await expect.poll(() => page.getByText('Vista ✓').count()).toBe(1);

    // A wrong answer: graded by Postgres, one attempt left.
    const quiz = page.getByRole('form', { name: 'Responder cuestionario' });
    await quiz.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect.poll(() => page.getByText('Responde todas las preguntas antes de enviar.').count()).toBe(1);
    await quiz.getByLabel('Poner la tarjeta').check();
    await quiz.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'No aprobado' }).innerText(), { message: 'graded' })
      .toContain('0 % (0 de 1 correctas). Te queda 1 intento.');

    // The right answer completes the course.
    await quiz.getByLabel('Verificar energía cero').check();
    await quiz.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Aprobado' }).innerText(), { message: 'passed' })
      .toContain('Completaste el curso: tu certificado está listo.');
    const progress = page.getByRole('region', { name: 'Mi avance' });
    await expect.poll(() => progress.getByText(/Completado el/).count(), { message: 'completed' }).toBe(1);
    await expectNoSeriousA11yViolations(page, 'a completed course with its quiz');

    const [certificate] = await serviceRest<Array<{ codigo: string }>>(
      `skills_certificados?select=codigo&curso_id=eq.${courseId}`,
    );
    const downloading = page.waitForEvent('download');
    await progress.getByRole('button', { name: 'Descargar certificado' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificado-${certificate.codigo}.pdf`);
    const bytes = new Uint8Array(await downloadBytes(download));
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Ana Torres Fuentes');
    expect(text).toContain(COURSE);
    expect(text).toContain(certificate.codigo);
    expect(text).toMatch(/6 h/);

    // The skill the course grants: Ana's current level is 3, by the course.
    const [level] = await serviceRest<Array<{ nivel: number }>>(
      `skills_niveles_actuales?select=nivel&colaborador_id=eq.${ANA}&competencia_id=eq.${skillId}`,
    );
    expect(level.nivel).toBe(3);
  });
});
