import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { OrderFiles, signerRutError, type OrderWithDetail } from './order-report';

const COMPANY = 'c0000000-0000-4000-8000-000000000002';
const ORDER = 'b1622514-8a84-4000-8000-a583838085aa';

const order = (estado: string) =>
  ({
    id: ORDER,
    empresa_id: COMPANY,
    codigo: 'OT-000321',
    estado,
    tipo: 'correctiva',
    prioridad: 'alta',
    ops_tareas: [],
    ops_repuestos_usados: [],
    ops_horas: [],
    ops_transiciones: [],
  }) as unknown as OrderWithDetail;

// jsdom has no canvas: a 2D context that accepts every call (the pad itself is tested in
// src/components/attachments and drawn in the browser by tests/e2e/attachments.test.ts).
beforeEach(() => {
  const context = new Proxy(
    {},
    { get: (_t, prop) => (prop === 'canvas' ? undefined : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
});

/** The order's folder holds `names`; the signature's info carries who signed. */
function storage(names: string[]) {
  server.use(
    http.post('*/storage/v1/object/list/adjuntos', () =>
      HttpResponse.json(
        names.map((name, i) => ({
          id: `f${i}`,
          name,
          created_at: '2026-11-27T12:00:00Z',
          metadata: { size: 900, mimetype: 'image/png' },
        })),
      ),
    ),
    http.post('*/storage/v1/object/sign/adjuntos', () => HttpResponse.json([])),
    http.get('*/storage/v1/object/info/adjuntos/*', () =>
      HttpResponse.json({
        metadata: { firmante: 'Pedro Cliente Muñoz', rut: '12345678-5', firmado_en: '2026-11-27T20:05:00Z' },
      }),
    ),
  );
}

const renderFiles = (estado: string) =>
  renderApp(
    <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
      <OrderFiles order={order(estado)} technicianName={() => 'Ana Torres'} />
    </ModuleUserProvider>,
  );

describe("an order's files, signature and report", () => {
  it('asks for the signature only once the order is completed', async () => {
    storage([]);
    renderFiles('en_curso');
    expect(await screen.findByText('El cliente firma cuando la orden está completada.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Firma del cliente' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Informe PDF' })).toBeEnabled();
  });

  it('offers the signature pad on a completed order without one', async () => {
    storage(['mifx1a2b-antes.png']);
    renderFiles('completada');
    expect(await screen.findByRole('form', { name: 'Firma del cliente' })).toBeInTheDocument();
  });

  it('shows who signed, from the newest firma-<rut>.png', async () => {
    storage(['mifx2b3c-firma-12345678-5.png', 'mifx1a2b-antes.png']);
    const { user } = renderFiles('completada');
    expect(await screen.findByText(/Firmada por/)).toHaveTextContent(
      'Firmada por Pedro Cliente Muñoz, RUT 12.345.678-5',
    );
    await user.click(screen.getByRole('button', { name: 'Firmar de nuevo' }));
    expect(screen.getByRole('form', { name: 'Firma del cliente' })).toBeInTheDocument();
  });

  it('checks the RUT with the shared rule', () => {
    expect(signerRutError('12.345.678-5')).toBeNull();
    expect(signerRutError('12.345.678-9')).toMatch(/no es válido/);
  });
});
