/**
 * Axel Projects in the browser (issue 17), as ana@andes.demo: create a project with a name unique to
 * this run and edit it, add two tasks (the second waits for the first) and edit one, export the
 * tasks, move the first on the board with the keyboard, log time on it, read the project's overview
 * and the module's, and export the project list. Every row it writes
 * hangs from that project (docs/testing.md rule 2: its own rows; no other e2e file counts Industrias
 * Andes' projects), and the project is removed at the end (its tasks, dependencies and hours go with
 * it, on delete cascade).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, downloadBytes, expectNoSeriousA11yViolations, openSignedIn, test } from './support/browser.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const ANA = 'a0000000-0000-4000-8000-000000000003';
const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;
const NAME = `Proyecto ${STAMP}`;

afterAll(async () => {
  await serviceRest(`proy_proyectos?nombre=eq.${encodeURIComponent(NAME)}`, { method: 'DELETE' });
});

const form = (page: Page, name: string) => page.getByRole('form', { name });
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones del proyecto' }).getByRole('link', { name, exact: true });

describe('Axel Projects', () => {
  test('create and edit a project, add dependent tasks and edit one, move one on the board by keyboard, log time, read the overviews, export', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.ana, '/axel-projects/proyectos');
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    const create = form(page, 'Nuevo proyecto');
    await create.getByLabel('Nombre').fill(NAME);
    await create.getByLabel('Presupuesto (CLP)').fill('2.500.000');
    await create.getByRole('button', { name: 'Crear proyecto' }).click();
    await toasts.waitFor(`Proyecto «${NAME}» creado`, 'the new project is confirmed');
    const [project] = await serviceRest<Array<{ id: string; empresa_id: string; presupuesto: number; estado: string }>>(
      `proy_proyectos?select=id,empresa_id,presupuesto,estado&nombre=eq.${encodeURIComponent(NAME)}`,
    );
    expect({ ...project, presupuesto: Number(project.presupuesto) }).toMatchObject({
      empresa_id: ANDES,
      presupuesto: 2500000,
      estado: 'planificado',
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/axel-projects/proyectos/${project.id}`);

    // 'Editar proyecto': state, manager, end date and budget; the header shows them.
    await page.getByRole('button', { name: 'Editar proyecto' }).click();
    const editProject = form(page, 'Editar proyecto');
    await editProject.getByLabel('Estado').selectOption({ label: 'En curso' });
    await editProject.getByLabel('Jefe de proyecto').selectOption({ label: 'Ana Torres' });
    await editProject.getByLabel('Término').fill('2030-12-31');
    await editProject.getByLabel('Presupuesto (CLP)').fill('3.000.000');
    await editProject.getByRole('button', { name: 'Guardar proyecto' }).click();
    await toasts.waitFor('Proyecto actualizado', 'the project edit is confirmed');
    await expect.poll(() => editProject.count(), { message: 'the form closes' }).toBe(0);
    await expect
      .poll(() => page.getByRole('main').innerText(), { message: 'the header shows the edit' })
      .toMatch(
        /En curso\s+Cliente: sin cliente · Jefe de proyecto: Ana Torres · .+ – 31 dic 2030 · Presupuesto \$\s?3\.000\.000/,
      );
    const [edited] = await serviceRest<
      Array<{ estado: string; presupuesto: number; fecha_fin: string; gerente_id: string }>
    >(`proy_proyectos?select=estado,presupuesto,fecha_fin,gerente_id&id=eq.${project.id}`);
    expect({ ...edited, presupuesto: Number(edited.presupuesto) }).toEqual({
      estado: 'en_curso',
      presupuesto: 3000000,
      fecha_fin: '2030-12-31',
      gerente_id: ANA,
    });

    // Two tasks; the second waits for the first.
    await section(page, 'Tareas').click();
    for (const [title, after] of [
      [`Diseño ${STAMP}`, null],
      [`Montaje ${STAMP}`, `Diseño ${STAMP}`],
    ] as const) {
      await page.getByRole('button', { name: 'Nueva tarea' }).click();
      const task = form(page, 'Nueva tarea');
      await task.getByLabel('Título').fill(title);
      await task.getByLabel('Estimación (horas)').fill('6');
      if (after) await task.getByLabel('Depende de').selectOption({ label: after });
      await task.getByRole('button', { name: 'Crear tarea' }).click();
      await toasts.waitFor(`Tarea «${title}» creada`, `task ${title} is confirmed`);
    }
    const tasks = await serviceRest<Array<{ id: string; titulo: string; estado: string }>>(
      `proy_tareas?select=id,titulo,estado&proyecto_id=eq.${project.id}&order=posicion`,
    );
    expect(tasks.map((t) => t.titulo)).toEqual([`Diseño ${STAMP}`, `Montaje ${STAMP}`]);
    const deps = await serviceRest<Array<{ tarea_id: string; depende_de_id: string }>>(
      `proy_dependencias?select=tarea_id,depende_de_id&proyecto_id=eq.${project.id}`,
    );
    expect(deps).toEqual([{ tarea_id: tasks[1].id, depende_de_id: tasks[0].id }]);

    // The new task's panel is open: 'Editar tarea' gives it an assignee, a due date and 8 hours.
    const panel = page.getByRole('region', { name: `Tarea Montaje ${STAMP}` });
    await panel.getByRole('button', { name: 'Editar tarea' }).click();
    const editTask = form(page, 'Editar tarea');
    await editTask.getByLabel('Responsable').selectOption({ label: 'Ana Torres' });
    await editTask.getByLabel('Vencimiento').fill('2030-06-30');
    await editTask.getByLabel('Estimación (horas)').fill('8');
    await editTask.getByRole('button', { name: 'Guardar tarea' }).click();
    await toasts.waitFor('Tarea actualizada', 'the task edit is confirmed');
    await expect
      .poll(() => panel.innerText(), { message: 'the panel shows the edit' })
      .toMatch(/Responsable\s+Ana Torres\s+Fechas\s+— – 30 jun 2030\s+Horas\s+0 de 8 estimadas/);
    const taskRow = page
      .getByRole('table', { name: 'Tareas del proyecto' })
      .getByRole('row')
      .filter({ hasText: `Montaje ${STAMP}` });
    await expect
      .poll(() => taskRow.innerText(), { message: 'the list shows the edit' })
      .toMatch(/Por hacer\s+Ana Torres\s+30 jun 2030\s+8\s+0\s+Diseño/);
    const [editedTask] = await serviceRest<
      Array<{ responsable_id: string; fecha_vencimiento: string; estimacion_horas: number }>
    >(`proy_tareas?select=responsable_id,fecha_vencimiento,estimacion_horas&id=eq.${tasks[1].id}`);
    expect({ ...editedTask, estimacion_horas: Number(editedTask.estimacion_horas) }).toEqual({
      responsable_id: ANA,
      fecha_vencimiento: '2030-06-30',
      estimacion_horas: 8,
    });

    // The task list's CSV.
    const tasksDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const tasksFile = await tasksDownload;
    expect(tasksFile.suggestedFilename()).toBe('tareas.csv');
    expect((await downloadBytes(tasksFile)).toString('utf8').trimEnd().split('\r\n')).toEqual([
      '\uFEFF"Tarea","Estado","Responsable","Vence","Estimación (h)","Registradas (h)","Depende de"',
      `"Diseño ${STAMP}","Por hacer","","","6","0",""`,
      `"Montaje ${STAMP}","Por hacer","Ana Torres","2030-06-30","8","0","Diseño ${STAMP}"`,
    ]);

    // The board, by keyboard: focus the card's button and press Enter.
    await section(page, 'Tablero').click();
    const move = page.getByRole('button', { name: `Mover Diseño ${STAMP} a En curso` });
    await move.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('columna-en_curso').getByTestId(`tarjeta-Diseño ${STAMP}`).count())
      .toBe(1);
    await expect
      .poll(
        async () =>
          (await serviceRest<Array<{ estado: string }>>(`proy_tareas?select=estado&id=eq.${tasks[0].id}`))[0]?.estado,
      )
      .toBe('en_curso');
    await expectNoSeriousA11yViolations(page, 'the project board');

    // The timeline: bars for the eye, the same facts in a table (Montaje waits for Diseño).
    await section(page, 'Cronograma').click();
    const table = page.getByRole('table', { name: 'Cronograma del proyecto' });
    await expect
      .poll(() =>
        table
          .getByRole('row')
          .filter({ hasText: `Montaje ${STAMP}` })
          .textContent(),
      )
      .toContain(`Diseño ${STAMP}`);
    await expectNoSeriousA11yViolations(page, 'the project timeline');

    // Time on the first task.
    await section(page, 'Horas').click();
    const log = page.getByRole('region', { name: 'Registrar horas' }).getByRole('form', { name: 'Registrar horas' });
    await log.getByLabel('Tarea').selectOption({ label: `Diseño ${STAMP}` });
    await log.getByLabel('Horas').fill('2,5');
    await log.getByLabel('Nota').fill('Planos');
    await log.getByRole('button', { name: 'Registrar horas' }).click();
    await toasts.waitFor('2,5 h registradas', 'the time entry is confirmed');
    const hours = await serviceRest<Array<{ horas: number; nota: string; tarea_id: string }>>(
      `proy_horas?select=horas,nota,tarea_id&proyecto_id=eq.${project.id}`,
    );
    expect(hours.map((h) => [Number(h.horas), h.nota, h.tarea_id])).toEqual([[2.5, 'Planos', tasks[0].id]]);

    // The project's overview: 0 of 2 done, 2,5 of 14 hours (6 + 8).
    await section(page, 'Resumen').click();
    await expect.poll(() => page.getByTestId('figura-Horas registradas').textContent()).toBe('2,5');
    await expect.poll(() => page.getByTestId('figura-Avance').textContent()).toBe('0 %');
    await expect.poll(() => page.getByText(/de 14 estimadas/).count()).toBeGreaterThan(0);

    // The module's overview lists it among the active projects.
    await page
      .getByRole('navigation', { name: 'Secciones de Axel Projects' })
      .getByRole('link', { name: 'Resumen' })
      .click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Proyectos activos' }).getByRole('link', { name: NAME }).count())
      .toBe(1);
    // Hours and finished tasks by month, each in a chart (and table) of its own unit.
    for (const chart of ['Horas registradas por mes', 'Tareas terminadas por mes']) {
      await expect.poll(() => page.getByRole('table', { name: chart }).count(), { message: chart }).toBe(1);
    }

    // The project list, searched down to this run's project, exported as CSV.
    await page
      .getByRole('navigation', { name: 'Secciones de Axel Projects' })
      .getByRole('link', { name: 'Proyectos', exact: true })
      .click();
    await page.getByRole('search').getByLabel('Buscar proyectos').fill(STAMP);
    await expect
      .poll(() => page.getByRole('table', { name: 'Proyectos' }).getByRole('row').count(), {
        message: 'the header and this project',
      })
      .toBe(2);
    const listDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const listFile = await listDownload;
    expect(listFile.suggestedFilename()).toBe('proyectos.csv');
    const lines = (await downloadBytes(listFile)).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Proyecto","Cliente","Jefe de proyecto","Estado","Inicio","Término","Presupuesto","Avance"',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^"${NAME}","","Ana Torres","En curso","\\d{4}-\\d{2}-\\d{2}","2030-12-31","3000000","0"$`),
      ),
    ]);
  });
});
