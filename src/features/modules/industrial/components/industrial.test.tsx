import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restSelect } from '@/testing/rest-handlers';
import { renderApp } from '@/testing/test-utils';
import { AssetsPage } from './assets-page';

const HEADER =
  'Código,Nombre,Nivel,Padre,Categoría,Ubicación,Fabricante,Modelo,N° de serie,Instalación,Criticidad,Estado';

/** The company's assets (one plant) and every insert the import sends, answered with new ids. */
function serveAssets() {
  const inserts: Array<Array<Record<string, unknown>>> = [];
  server.use(
    restSelect('industrial_activos', [
      {
        id: 'pl-1',
        codigo: 'PL-1',
        nombre: 'Planta existente',
        nivel: 'planta',
        padre_id: null,
        criticidad: 'A',
        estado: 'operativo',
      },
    ]),
    http.post('*/rest/v1/industrial_activos', async ({ request }) => {
      const rows = (await request.json()) as Array<Record<string, unknown>>;
      inserts.push(rows);
      return HttpResponse.json(
        rows.map((r) => ({ id: `id-${String(r.codigo)}`, codigo: r.codigo })),
        { status: 201 },
      );
    }),
  );
  return inserts;
}

async function importFile(lines: string[]) {
  const { user } = renderApp(<AssetsPage />, { path: '/axel-industrial/activos' });
  await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
  // The import panel's code (zod, the CSV parser) loads on demand (issue 33).
  const panel = await screen.findByRole('region', { name: 'Importar activos' }, { timeout: 5000 });
  const file = new File([[HEADER, ...lines].join('\n')], 'activos.csv', { type: 'text/csv' });
  await user.upload(within(panel).getByLabelText('Archivo CSV'), file);
  return { user, panel };
}

describe('asset CSV import', () => {
  it('writes a plant → line → equipment file parents first, each child with its parent’s new id', async () => {
    const inserts = serveAssets();
    const { user, panel } = await importFile([
      'E-1,Bomba,Equipo,L-1,,,,,,,C,En mantención',
      'L-1,Línea 1,Línea,P-1,,,,,,,B,Operativo',
      'P-1,Planta nueva,Planta,,,,,,,,A,Operativo',
      'L-2,Línea 2,Línea,PL-1,,,,,,,B,Operativo',
    ]);
    expect(await within(panel).findByText('4 filas válidas, 0 con errores.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Importar 4 filas válidas' }));
    expect(await screen.findByText('Se importaron 4 filas')).toBeInTheDocument();
    // Round 1: no parent or an existing one; round 2: the new plant's line; round 3: its equipment.
    expect(inserts.map((rows) => rows.map((r) => [r.codigo, r.padre_id ?? null]))).toEqual([
      [
        ['P-1', null],
        ['L-2', 'pl-1'],
      ],
      [['L-1', 'id-P-1']],
      [['E-1', 'id-L-1']],
    ]);
    expect(inserts.flat().every((r) => !('padre_codigo' in r))).toBe(true);
  });

  it('refuses a parent that is neither in the company nor in the file, before writing anything', async () => {
    const inserts = serveAssets();
    const { user, panel } = await importFile([
      'P-1,Planta nueva,Planta,,,,,,,,A,Operativo',
      'E-1,Bomba,Equipo,L-9,,,,,,,C,Operativo',
    ]);
    await user.click(await within(panel).findByRole('button', { name: 'Importar 2 filas válidas' }));
    expect(
      await within(panel).findByText('No se importó ninguna fila: el activo padre L-9 no existe'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Importar 2 filas válidas' })).toBeEnabled());
    expect(inserts).toEqual([]);
  });
});
