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

/** 14 finished months of sales, 3 of receivables, a part with 10 months and one with 2 (plus this month's rows). */
function rows(): SeriesRow[] {
  const out: SeriesRow[] = [];
  for (let b = 14; b >= 0; b--)
    out.push({
      serie: 'ventas',
      clave: 'ventas',
      nombre: 'Ventas netas',
      mes: month(b),
      valor: 1000 + 20 * (14 - b) + (b % 3) * 15,
    });
  for (let b = 3; b >= 0; b--)
    out.push({ serie: 'por_cobrar', clave: 'por_cobrar', nombre: 'Cuentas por cobrar', mes: month(b), valor: 500 });
  for (let b = 10; b >= 1; b--)
    if (b !== 4)
      out.push({
        serie: 'repuesto',
        clave: 'p1',
        nombre: 'ROD-6204 · Rodamiento',
        mes: month(b),
        valor: 8 + (b % 2) * 3,
      });
  out.push({ serie: 'repuesto', clave: 'p2', nombre: 'COR-A42 · Correa', mes: month(2), valor: '3' });
  return out;
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

    // Reorder points: the part with 10 months (a month without outflows counts 0) gets one, the other says why not.
    const reorder = await screen.findByRole('table', { name: 'Punto de reposición por repuesto' });
    const [, cor, rod] = within(reorder).getAllByRole('row');
    expect(rod).toHaveTextContent('ROD-6204 · Rodamiento');
    expect(within(rod).getAllByRole('cell')[1]).toHaveTextContent('10');
    expect(within(rod).getAllByRole('cell')[4]).toHaveTextContent('1,64');
    expect(cor).toHaveTextContent('Se necesitan al menos 6 meses de consumo.');
    const before = within(rod).getAllByRole('cell')[6].textContent;
    await user.clear(screen.getByLabelText('Plazo de reposición (días)'));
    await user.type(screen.getByLabelText('Plazo de reposición (días)'), '90');
    const rodCell = () =>
      within(screen.getByRole('table', { name: 'Punto de reposición por repuesto' }))
        .getAllByRole('row')[2]
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
