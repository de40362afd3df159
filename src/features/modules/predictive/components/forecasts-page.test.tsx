import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { SeriesRow } from '../lib/forecast-series';
import { ForecastsPage } from './forecasts-page';

/** The first day of the month `back` months before this one. */
function month(back: number): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return m.toISOString().slice(0, 10);
}

/** 14 finished months of sales, 3 of receivables, a part with 10 months and one with 2 (plus this month's values). */
function rows(): SeriesRow[] {
  const back = (from: number, value: (b: number) => number | string) =>
    Array.from({ length: from + 1 }, (_, i) => value(from - i));
  return [
    {
      serie: 'ventas',
      clave: 'ventas',
      nombre: 'Ventas netas',
      desde: month(14),
      valores: back(14, (b) => 1000 + 20 * (14 - b) + (b % 3) * 15),
    },
    {
      serie: 'por_cobrar',
      clave: 'por_cobrar',
      nombre: 'Cuentas por cobrar',
      desde: month(3),
      valores: back(3, () => 500),
    },
    {
      serie: 'repuesto',
      clave: 'p1',
      nombre: 'ROD-6204 · Rodamiento',
      desde: month(10),
      valores: back(10, (b) => (b === 4 || b === 0 ? 0 : 8 + (b % 2) * 3)),
    },
    { serie: 'repuesto', clave: 'p2', nombre: 'COR-A42 · Correa', desde: month(2), valores: ['3', 0, 0] },
  ];
}

function serve(body: () => Response) {
  let calls = 0;
  server.use(
    http.post('*/rest/v1/rpc/predictive_series_mensuales', () => {
      calls++;
      return body();
    }),
  );
  return () => calls;
}

describe('the Forecasts screen (issue 39)', () => {
  it('fits the reorder points a page of 20 parts at a time, most used in the last 12 months first', async () => {
    const parts: SeriesRow[] = Array.from({ length: 25 }, (_, i) => ({
      serie: 'repuesto',
      clave: `p${i}`,
      nombre: `P-${String(i).padStart(2, '0')} · Pieza`,
      desde: month(2),
      valores: [i, 0, 0],
    }));
    serve(() => HttpResponse.json(parts));
    const { user } = renderApp(<ForecastsPage />, { path: '/axel-predictive/pronosticos' });
    const table = await screen.findByRole('table', { name: 'Punto de reposición por repuesto' });
    const names = () =>
      within(screen.getByRole('table', { name: 'Punto de reposición por repuesto' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')!.textContent);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(names()[0]).toBe('P-24 · Pieza');
    expect(screen.getByText(/Repuestos 1 a 20 de 25/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguientes' }));
    await waitFor(() =>
      expect(names()).toEqual(['P-04 · Pieza', 'P-03 · Pieza', 'P-02 · Pieza', 'P-01 · Pieza', 'P-00 · Pieza']),
    );
    expect(screen.getByRole('button', { name: 'Siguientes' })).toBeDisabled();
  });

  it('forecasts the chosen series with its backtest, method and inputs, and suggests reorder points', async () => {
    serve(() => HttpResponse.json(rows()));
    const { user } = renderApp(<ForecastsPage />, { path: '/axel-predictive/pronosticos' });
    expect(await screen.findByRole('heading', { name: /Método: Holt \(nivel y tendencia/ })).toBeInTheDocument();
    expect(screen.getByText(/Calculado el/)).toBeInTheDocument();
    // The chart's figures (its screen-reader table): 14 months of history and 6 forecast.
    const chart = screen.getByRole('table', { name: 'Ventas netas (sin IVA): historia y pronóstico a 6 meses' });
    expect(within(chart).getAllByRole('row')).toHaveLength(1 + 14 + 6);
    // Backtest figures next to it, with the naive forecast's.
    const backtest = screen.getByLabelText('Prueba retrospectiva');
    expect(within(backtest).getByText('MAPE del modelo')).toBeInTheDocument();
    expect(within(backtest).getByText(/^\d+(,\d)? %$/)).toBeInTheDocument();
    expect(within(backtest).getAllByText(/Pronóstico ingenuo: \d/)).toHaveLength(2);
    expect(within(backtest).getByText(/origen móvil en 11 meses/)).toBeInTheDocument();
    expect(screen.getByText(/Con 14 meses no hay dos temporadas completas/)).toBeInTheDocument();
    const ahead = screen.getByRole('table', { name: 'Pronóstico por mes' });
    expect(within(ahead).getAllByRole('row')).toHaveLength(7);
    expect(within(ahead).getAllByRole('row')[1]).toHaveTextContent(/\d a \d/);
    // The months used, each with its value (the current, unfinished month is not one of them).
    const used = screen.getByRole('table', { name: 'Meses usados' });
    expect(within(used).getAllByRole('row')).toHaveLength(15);

    // Reorder points, most used part first: the part with 10 months (a month without outflows counts 0)
    // gets one, the other says why not.
    const reorder = await screen.findByRole('table', { name: 'Punto de reposición por repuesto' });
    const [, rod, cor] = within(reorder).getAllByRole('row');
    expect(rod).toHaveTextContent('ROD-6204 · Rodamiento');
    expect(within(rod).getAllByRole('cell')[1]).toHaveTextContent('10');
    expect(within(rod).getAllByRole('cell')[4]).toHaveTextContent('1,64');
    expect(cor).toHaveTextContent('Se necesitan al menos 6 meses de consumo.');
    const before = within(rod).getAllByRole('cell')[6].textContent;
    await user.clear(screen.getByLabelText('Plazo de reposición (días)'));
    await user.type(screen.getByLabelText('Plazo de reposición (días)'), '90');
    const rodCell = () =>
      within(screen.getByRole('table', { name: 'Punto de reposición por repuesto' }))
        .getAllByRole('row')[1]
        .querySelectorAll('td')[6].textContent;
    await waitFor(() => expect(rodCell()).not.toBe(before));
    await user.clear(screen.getByLabelText('Nivel de servicio (%)'));
    await user.type(screen.getByLabelText('Nivel de servicio (%)'), '120');
    expect(screen.getByText('El nivel de servicio debe estar entre 50 y 99,9 %.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Punto de reposición por repuesto' })).not.toBeInTheDocument();

    // A series with too few months says how many it needs.
    await user.selectOptions(screen.getByLabelText('Serie'), 'Cuentas por cobrar (saldo a fin de mes)');
    expect(screen.getByText('Se necesitan al menos 6 meses')).toBeInTheDocument();
    expect(screen.getByText(/tiene 3 meses terminados/)).toBeInTheDocument();
  });

  it('without data says where the series come from', async () => {
    serve(() => HttpResponse.json([]));
    renderApp(<ForecastsPage />, { path: '/axel-predictive/pronosticos' });
    expect(await screen.findByText('Aún no hay datos para pronosticar')).toBeInTheDocument();
  });

  it('an error of the read is shown with a retry', async () => {
    const calls = serve(() =>
      HttpResponse.json(
        { code: '42501', message: 'La empresa o el usuario no tiene Axel Predictive.', details: null, hint: null },
        { status: 403 },
      ),
    );
    const { user } = renderApp(<ForecastsPage />, { path: '/axel-predictive/pronosticos' });
    expect(await screen.findByText('No se pudieron leer las series')).toBeInTheDocument();
    const n = calls();
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    await screen.findByText('No se pudieron leer las series');
    expect(calls()).toBeGreaterThan(n);
  });
});
