import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@/lib/record-history';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { findModal, renderApp } from '@/testing/test-utils';
import { RecordTimeline } from './record-timeline';

const base: HistoryEvent = {
  cuando: '2026-11-20T13:00:00Z',
  evento: 'creado',
  autor_id: 'u-admin',
  autor: 'Carlos Rojas',
  texto: null,
  comentario_id: null,
  fuente: null,
  menciones: null,
  editado: false,
  propio: false,
};
const MINE: HistoryEvent = {
  ...base,
  cuando: '2026-11-21T13:00:00Z',
  evento: 'comentario',
  autor: 'Ana Torres',
  texto: 'Cambié el sello',
  comentario_id: 'c-1',
  fuente: 'comentarios',
  editado: true,
  propio: true,
};
const THEIRS: HistoryEvent = {
  ...MINE,
  comentario_id: 'c-2',
  autor: 'Carlos Rojas',
  texto: 'Gracias',
  propio: false,
  editado: false,
};

function serve(events: HistoryEvent[] | 'error') {
  const inserts: unknown[] = [];
  const deletes: URL[] = [];
  server.use(
    http.post('*/rest/v1/rpc/historial_registro', () =>
      events === 'error' ? restError(500) : HttpResponse.json(events),
    ),
    http.post('*/rest/v1/rpc/mencionables', () =>
      HttpResponse.json([
        { id: 'u-admin', nombre: 'Carlos Rojas' },
        { id: 'u-luis', nombre: 'Luis Soto' },
      ]),
    ),
    http.post('*/rest/v1/comentarios', async ({ request }) => {
      inserts.push(await request.json());
      return new HttpResponse(null, { status: 201 });
    }),
    http.delete('*/rest/v1/comentarios', ({ request }) => {
      deletes.push(new URL(request.url));
      return HttpResponse.json([{ id: 'c-1' }]);
    }),
  );
  return { inserts, deletes };
}

describe('the timeline of a record', () => {
  it('lists what happened, newest first, and offers edit and delete on one’s own comments only', async () => {
    const change: HistoryEvent = {
      ...base,
      cuando: '2026-11-20T15:00:00Z',
      evento: 'cambio',
      texto: 'Monto: 100.000 → 120.000 · Responsable: — → Ana Torres',
    };
    serve([THEIRS, MINE, change, base]);
    renderApp(<RecordTimeline tabla="industrial_activos" registroId="a-1" />);
    const items = within(await screen.findByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Carlos Rojas comentó');
    expect(items[0]).toHaveTextContent('Gracias');
    expect(within(items[0]).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ana Torres comentó');
    expect(items[1]).toHaveTextContent('editado');
    expect(within(items[1]).getByRole('button', { name: /Editar/ })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Carlos Rojas cambió Monto: 100.000 → 120.000 · Responsable: — → Ana Torres');
    expect(items[3]).toHaveTextContent('Creado por Carlos Rojas');
  });

  it('publishes a comment with the people mentioned', async () => {
    const { inserts } = serve([]);
    const { user } = renderApp(<RecordTimeline tabla="industrial_activos" registroId="a-1" />);
    expect(await screen.findByText('Sin historial visible.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comentario'), 'Revisar mañana');
    const pick = screen.getByLabelText('Mencionar');
    await waitFor(() => expect(pick).toBeEnabled());
    await user.selectOptions(pick, 'Luis Soto');
    expect(screen.getByLabelText('Comentario')).toHaveValue('Revisar mañana @Luis Soto ');
    expect(within(screen.getByRole('list', { name: 'Mencionados' })).getByText('@Luis Soto')).toBeInTheDocument();
    // Already mentioned: not offered again.
    expect(within(pick).queryByRole('option', { name: 'Luis Soto' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(inserts).toEqual([
        { tabla: 'industrial_activos', registro_id: 'a-1', texto: 'Revisar mañana @Luis Soto', menciones: ['u-luis'] },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('Comentario')).toHaveValue(''));
  });

  it('deletes one’s own comment after asking', async () => {
    const { deletes } = serve([MINE]);
    const { user } = renderApp(<RecordTimeline tabla="industrial_activos" registroId="a-1" />);
    await user.click(await screen.findByRole('button', { name: /Eliminar/ }));
    const dialog = await findModal('alertdialog', { name: '¿Eliminar el comentario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar comentario' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0].searchParams.get('id')).toBe('eq.c-1');
  });

  it('says when the history could not be loaded', async () => {
    serve('error');
    renderApp(<RecordTimeline tabla="industrial_activos" registroId="a-1" />);
    expect(await screen.findByText(/No se pudo cargar el historial/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
