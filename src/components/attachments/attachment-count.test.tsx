import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { AttachmentCount, useAttachmentCounts } from './attachment-count';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The count RPC, answering 2 files for every third id; the ids of each call kept. */
function countRpc() {
  const calls: string[][] = [];
  server.use(
    http.post('*/rest/v1/rpc/adjuntos_conteo', async ({ request }) => {
      const body = (await request.json()) as { p_tabla: string; p_ids: string[] };
      calls.push(body.p_ids);
      return HttpResponse.json(
        body.p_ids.map((registro_id) => ({ registro_id, cantidad: Number(registro_id.slice(-3)) % 3 === 0 ? 2 : 0 })),
      );
    }),
  );
  return calls;
}

/** A list whose 'Más' button shows `more` after `ids` (the next page, or the same rows reordered). */
function List({ ids: first, more, whole }: { ids: string[]; more: string[]; whole?: boolean }) {
  const [ids, setIds] = useState(first);
  const counts = useAttachmentCounts('ops_ordenes', ids, { whole });
  return (
    <ul>
      <button type="button" onClick={() => setIds(more)}>
        Más
      </button>
      {ids.map((i) => (
        <li key={i} data-testid={i}>
          {i}
          <AttachmentCount count={counts[i]} />
        </li>
      ))}
    </ul>
  );
}

describe('the paperclip of a list', () => {
  it('asks once per page of 100 rows, and a loaded page only for its own ids', async () => {
    const calls = countRpc();
    const first = Array.from({ length: 100 }, (_, i) => id(i + 1));
    const both = [...first, ...Array.from({ length: 100 }, (_, i) => id(i + 101))];
    const { user } = renderApp(<List ids={first} more={both} />);
    await waitFor(() => expect(screen.getAllByLabelText('2 adjuntos')).toHaveLength(33));
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Más' }));
    await waitFor(() => expect(screen.getAllByLabelText('2 adjuntos')).toHaveLength(66));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(both.slice(100));
  });

  it('asks a whole list 1,000 ids at a time, sorted, so a new order on screen asks nothing', async () => {
    const calls = countRpc();
    const ids = Array.from({ length: 30 }, (_, i) => id(30 - i));
    const { user } = renderApp(<List ids={ids} more={[...ids].reverse()} whole />);
    await waitFor(() => expect(screen.getAllByLabelText('2 adjuntos')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Más' }));
    expect(screen.getAllByLabelText('2 adjuntos')).toHaveLength(10);
    expect(calls).toEqual([[...ids].sort()]);
  });

  it('shows nothing for a record without files or when the count fails', async () => {
    server.use(
      http.post('*/rest/v1/rpc/adjuntos_conteo', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderApp(<List ids={[id(3)]} more={[]} />);
    await waitFor(() => expect(screen.getByTestId(id(3))).toBeInTheDocument());
    expect(screen.queryByLabelText(/adjunto/)).toBeNull();
  });
});
