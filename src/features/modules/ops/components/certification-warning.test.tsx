import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { CertificationCheck } from '../api/get-certification-check';
import { CertificationWarning } from './certification-warning';

const TECH = 'a0000000-0000-4000-8000-000000000003';

function serve(answer: CertificationCheck) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/rest/v1/rpc/skills_verificar_asignacion', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

describe("Ops' certification warning (Axel Skills' rules)", () => {
  it('asks with the technician, the equipment and the type, and says what is missing and that it may go on', async () => {
    const sent = serve({
      modo: 'advertir',
      faltantes: [
        { tipo_id: 't1', nombre: 'Licencia SEC clase A', vencida_el: null },
        { tipo_id: 't2', nombre: 'Trabajo en altura', vencida_el: '2026-10-05' },
      ],
    });
    renderApp(<CertificationWarning tecnicoId={TECH} activoId="a1" tipo="correctiva" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El técnico no tiene vigente la certificación que exige esta orden: Licencia SEC clase A, Trabajo en altura (venció el 5 oct 2026). Puedes asignarla igual',
    );
    expect(sent).toEqual([{ p_tecnico: TECH, p_activo: 'a1', p_tipo_orden: 'correctiva' }]);
  });

  it('says the company refuses it in refuse mode', async () => {
    serve({ modo: 'rechazar', faltantes: [{ tipo_id: 't1', nombre: 'Licencia SEC clase A', vencida_el: null }] });
    renderApp(<CertificationWarning tecnicoId={TECH} activoId={null} tipo="instalacion" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('La empresa no permite esta asignación.');
  });

  it('shows nothing when nothing is missing, and asks nothing without a technician', async () => {
    const sent = serve({ modo: 'advertir', faltantes: [] });
    const first = renderApp(<CertificationWarning tecnicoId={TECH} activoId={null} tipo={null} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();
    renderApp(<CertificationWarning tecnicoId={null} activoId={null} tipo={null} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);
  });
});
