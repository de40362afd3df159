import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { PaymentRiskPage } from './payment-risk-page';

/** What predictive_riesgo_pago answers for a late payer and a punctual one (the late one's numbers are
 * those of tests/integration/predictive-payment-risk.test.ts). */
const RANKING = [
  {
    tercero_id: 't-late',
    nombre: 'Moroso Ltda.',
    ruta: '/axel-crm/cuentas/t-late',
    documentos: 5,
    con_atraso: 5,
    vencidos: 1,
    dias_atraso_promedio: 23,
    proporcion_atraso: 1,
    atraso_reciente: 28.3,
    atraso_anterior: 15,
    saldo_vencido: 119000,
    total_documentos: 595000,
    puntaje: 60,
    motivos: [
      '5 de 5 documentos con atraso; promedio 23 días',
      '1 vencido sin pagar; saldo vencido $119.000',
      'Empeora: 28,3 días de atraso promedio en los últimos 90 días, 15 antes',
    ],
  },
  {
    tercero_id: 't-ok',
    nombre: 'Puntual SpA',
    ruta: '/axel-finance/documentos?q=Puntual%20SpA',
    documentos: 3,
    con_atraso: 0,
    vencidos: 0,
    dias_atraso_promedio: 0,
    proporcion_atraso: 0,
    atraso_reciente: 0,
    atraso_anterior: 0,
    saldo_vencido: 0,
    total_documentos: 357000,
    puntaje: 0,
    motivos: ['3 de 3 documentos pagados a tiempo'],
  },
];

function serve(ranking: unknown[] | null = RANKING) {
  const calls = { ranking: 0, documents: [] as string[] };
  server.use(
    http.post('*/rest/v1/rpc/predictive_riesgo_pago', () => {
      calls.ranking++;
      return ranking
        ? HttpResponse.json(ranking)
        : HttpResponse.json(
            { code: '42501', message: 'La empresa o el usuario no tiene Axel Predictive.', details: null, hint: null },
            { status: 403 },
          );
    }),
    http.post('*/rest/v1/rpc/predictive_documentos_pago', async ({ request }) => {
      const { p_tercero } = (await request.json()) as { p_tercero: string };
      calls.documents.push(p_tercero);
      return HttpResponse.json([
        {
          documento_id: 'd1',
          tercero_id: p_tercero,
          tipo: 'factura',
          folio: 113,
          fecha_emision: '2026-04-12',
          fecha_vencimiento: '2026-05-12',
          fecha_pago: '2026-05-22',
          total: 119000,
          saldo: 0,
          dias_atraso: 10,
        },
        {
          documento_id: 'd2',
          tercero_id: p_tercero,
          tipo: 'boleta',
          folio: 7,
          fecha_emision: '2026-10-14',
          fecha_vencimiento: '2026-11-13',
          fecha_pago: null,
          total: 119000,
          saldo: 119000,
          dias_atraso: 15,
        },
      ]);
    }),
  );
  return calls;
}

const withModules =
  (modules: string[]) =>
  ({ children }: { children: ReactNode }) => (
    <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
      {children}
    </ModuleUserProvider>
  );

describe('the payment-risk ranking (issue 39)', () => {
  it('ranks customers by score with their reasons, links the party, and opens what a number is made of', async () => {
    const calls = serve();
    const { user } = renderApp(<PaymentRiskPage />, {
      path: '/axel-predictive/riesgo-pago',
      wrapper: withModules(['predictive', 'finance', 'crm']),
    });
    const table = await screen.findByRole('table', { name: 'Riesgo de pago por cliente' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Moroso Ltda.');
    expect(rows[0]).toHaveTextContent('1 vencido sin pagar; saldo vencido $119.000');
    expect(rows[1]).toHaveTextContent('3 de 3 documentos pagados a tiempo');
    expect(within(rows[0]).getByRole('link', { name: 'Moroso Ltda.' })).toHaveAttribute(
      'href',
      '/axel-crm/cuentas/t-late',
    );
    expect(screen.getByText(/40 por la proporción de documentos con atraso/)).toBeInTheDocument();
    expect(screen.getByText(/Calculado el/)).toBeInTheDocument();

    // The documents are read only when a number is opened.
    expect(calls.documents).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Saldo vencido de Moroso Ltda.: $119.000. Ver cálculo' }));
    const detail = screen.getByRole('region', { name: 'Cálculo de Moroso Ltda.' });
    // 40 × 1, 30 × 23/60, 20 × 119000/595000, 10 × 13.3/30: the parts add up to the score.
    expect(detail).toHaveTextContent('Documentos con atraso: 40 de 40');
    expect(detail).toHaveTextContent('Días de atraso promedio: 11,5 de 30');
    expect(detail).toHaveTextContent('Saldo vencido sobre lo facturado: 4 de 20');
    expect(detail).toHaveTextContent('Tendencia (últimos 90 días contra antes): 4,4 de 10');
    expect(detail).toHaveTextContent('Puntaje (redondeado): 60 de 100');
    const docs = await within(detail).findByRole('table', { name: 'Documentos de Moroso Ltda.' });
    const docRows = within(docs).getAllByRole('row').slice(1);
    expect(docRows[0]).toHaveTextContent('Factura N° 113');
    expect(docRows[0]).toHaveTextContent('12 may 2026');
    expect(docRows[0]).toHaveTextContent('22 may 2026');
    expect(docRows[1]).toHaveTextContent('Vencido sin pagar');
    expect(calls.documents).toEqual(['t-late']);
  });

  it('without Finance nothing is asked; an empty answer and a refused read say so', async () => {
    const calls = serve();
    const none = renderApp(<PaymentRiskPage />, {
      path: '/axel-predictive/riesgo-pago',
      wrapper: withModules(['predictive']),
    });
    expect(await screen.findByText('El riesgo de pago necesita Axel Finance')).toBeInTheDocument();
    expect(calls.ranking).toBe(0);
    none.unmount();
    serve([]);
    const empty = renderApp(<PaymentRiskPage />, {
      path: '/axel-predictive/riesgo-pago',
      wrapper: withModules(['predictive', 'finance']),
    });
    expect(await screen.findByText('Aún no hay documentos pagados o vencidos')).toBeInTheDocument();
    empty.unmount();
    serve(null);
    renderApp(<PaymentRiskPage />, {
      path: '/axel-predictive/riesgo-pago',
      wrapper: withModules(['predictive', 'finance']),
    });
    expect(await screen.findByText('No se pudo calcular el riesgo de pago')).toBeInTheDocument();
  });
});
