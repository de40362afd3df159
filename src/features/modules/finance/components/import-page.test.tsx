import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ImportPage } from './import-page';

const fixture = (name: string, type: string) =>
  new File([readFileSync(resolve(import.meta.dirname, '../../../../../tests/fixtures/sii', name))], name, { type });

describe("'Importar del SII'", () => {
  it('previews a DTE XML, imports the documents and shows each row’s result from Postgres', async () => {
    const sent: Array<{ p_documentos: Array<{ folio: number; direccion: string }> }> = [];
    server.use(
      http.get('*/rest/v1/fin_emisor', () => HttpResponse.json([])),
      http.post('*/rest/v1/rpc/fin_importar_documentos', async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        return HttpResponse.json(
          body.p_documentos.map((d, i) =>
            i === 1
              ? { indice: i, resultado: 'duplicado', mensaje: 'Ya estaba registrado.' }
              : i === 2
                ? { indice: i, resultado: 'error', mensaje: 'La nota de crédito supera el saldo de la factura.' }
                : { indice: i, resultado: 'importado', documento_id: `doc-${d.folio}`, mensaje: 'Importado.' },
          ),
        );
      }),
    );
    const { user } = renderApp(<ImportPage />);
    await user.upload(screen.getByLabelText('Seleccionar archivo'), fixture('envio-dte-compras.xml', 'text/xml'));
    const table = await screen.findByRole('table', { name: 'Vista previa de la importación' });
    expect(screen.getByTestId('resumen-importacion')).toHaveTextContent(
      '3 documentos en el archivo: 3 listos, 0 con errores, 0 repetidos.',
    );
    expect(within(table).getAllByText('Listo para importar')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Importar 3 documentos' }));
    await waitFor(() =>
      expect(screen.getByTestId('resumen-importacion')).toHaveTextContent(
        'Resultado: 1 importados, 1 ya estaban (duplicados), 1 con errores.',
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].p_documentos.every((d) => d.direccion === 'recibido')).toBe(true);
    expect(within(table).getByText('Importado')).toBeInTheDocument();
    expect(within(table).getByText('Duplicado')).toBeInTheDocument();
    expect(within(table).getByText('La nota de crédito supera el saldo de la factura.')).toBeInTheDocument();
    // The imported one links to its document.
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('shows each bad row with its reasons; a file that is not the SII’s says so', async () => {
    server.use(http.get('*/rest/v1/fin_emisor', () => HttpResponse.json([])));
    const { user } = renderApp(<ImportPage />);
    await user.selectOptions(screen.getByLabelText('Archivo'), 'rcv');
    await user.upload(screen.getByLabelText('Seleccionar archivo'), fixture('rcv-compras-malo.csv', 'text/csv'));
    const table = await screen.findByRole('table', { name: 'Vista previa de la importación' });
    const bad = within(table).getAllByText('Con errores');
    expect(bad.length).toBeGreaterThan(0);
    // Each bad row lists its reasons.
    expect(within(bad[0].closest('tr') as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByTestId('resumen-importacion')).toHaveTextContent(/registro de compras/);

    await user.selectOptions(screen.getByLabelText('Archivo'), 'xml');
    await user.upload(
      screen.getByLabelText('Seleccionar archivo'),
      new File(['esto no es un xml <a>'], 'factura.xml', { type: 'text/xml' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /No se pudo leer factura\.xml: El archivo no es un XML bien formado/,
    );
    expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
  });
});
