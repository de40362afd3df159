import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restError } from '@/testing/rest-handlers';
import { server } from '@/testing/mocks/server';
import { ANDES_ADMIN, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { USAGE_PAGE_SIZE } from '../api/attachment-usage';
import { AttachmentsUsageTab, parseQuotaMb } from './attachments-usage-tab';

const MB = 1024 * 1024;
const ANDES = ANDES_ADMIN.companyId!;
const PACIFICO = 'c0000000-0000-4000-8000-000000000003';

interface Usage {
  empresa_id: string;
  empresa_nombre: string;
  bytes: number;
  archivos: number;
  cuota_bytes: number;
  cuota_propia_mb: number | null;
}

/**
 * public.uso_adjuntos_pagina (by name, after p_despues, at most p_limite), the companies' count
 * (HEAD empresas with count=exact), the general quota and the quota writes.
 */
function backend({
  companies = 2,
  usage = [
    {
      empresa_id: ANDES,
      empresa_nombre: 'Industrias Andes',
      bytes: 300 * MB,
      archivos: 42,
      cuota_bytes: 1024 * MB,
      cuota_propia_mb: null,
    },
    {
      empresa_id: PACIFICO,
      empresa_nombre: 'Pacífico Logística',
      bytes: 95 * MB,
      archivos: 7,
      cuota_bytes: 100 * MB,
      cuota_propia_mb: 100,
    },
  ].slice(0, companies),
}: { companies?: number; usage?: Usage[] } = {}) {
  const writes: Array<{ table: string; method: string; body: unknown; url: string }> = [];
  const pages: Array<{ p_despues?: string; p_limite?: number }> = [];
  server.use(
    http.post('*/rest/v1/rpc/uso_adjuntos_pagina', async ({ request }) => {
      const args = (await request.json()) as { p_despues?: string; p_limite?: number };
      pages.push(args);
      return HttpResponse.json(
        usage
          .filter((c) => args.p_despues === undefined || c.empresa_nombre > args.p_despues)
          .slice(0, args.p_limite ?? 100),
      );
    }),
    http.head(
      '*/rest/v1/empresas',
      () =>
        new HttpResponse(null, { status: 200, headers: { 'Content-Range': `0-${usage.length - 1}/${usage.length}` } }),
    ),
    http.get('*/rest/v1/app_config', () => HttpResponse.json({ value: '1024' })),
    http.post('*/rest/v1/:table', async ({ request, params }) => {
      writes.push({ table: String(params.table), method: 'POST', body: await request.json(), url: request.url });
      return HttpResponse.json([{ key: 'x', empresa_id: 'x' }], { status: 201 });
    }),
    http.delete('*/rest/v1/:table', ({ request, params }) => {
      writes.push({ table: String(params.table), method: 'DELETE', body: null, url: request.url });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes, pages };
}

describe("the admin panel's 'Adjuntos'", () => {
  it("shows a company admin their company's use and quota, with nothing to change", async () => {
    backend({ companies: 1 });
    renderAdmin(<AttachmentsUsageTab viewer={ANDES_ADMIN} />);
    const row = (await screen.findByRole('cell', { name: 'Industrias Andes' })).closest('tr')!;
    expect(await screen.findByText('Mostrando 1 empresa')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('300 MB')).toBeInTheDocument();
    expect(within(row).getByText(/1\.024 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambiar la cuota/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets the super_admin set the general quota and a company’s own, refusing a bad number', async () => {
    const { writes } = backend();
    const { user } = renderAdmin(<AttachmentsUsageTab viewer={SUPER_ADMIN} />);
    const general = await screen.findByRole('textbox', { name: 'Cuota general por empresa (MB)' });
    expect(general).toHaveValue('1024');
    await user.clear(general);
    await user.type(general, '2.048');
    await user.click(
      within(screen.getByRole('form', { name: 'Cuota general por empresa (MB)' })).getByRole('button', {
        name: 'Guardar',
      }),
    );
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ table: 'app_config', body: { key: 'cuota_adjuntos_mb', value: '2048' } });

    await user.click(screen.getByRole('button', { name: 'Cambiar la cuota de Industrias Andes' }));
    const own = screen.getByRole('textbox', { name: 'Cuota de Industrias Andes (MB)' });
    await user.clear(own);
    await user.type(own, '1,5');
    await user.click(
      within(screen.getByRole('form', { name: 'Cuota de Industrias Andes (MB)' })).getByRole('button', {
        name: 'Guardar',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('La cuota es un número entero de MB, 0 o más.');
    expect(writes).toHaveLength(1);
    await user.clear(own);
    await user.type(own, '500');
    await user.click(
      within(screen.getByRole('form', { name: 'Cuota de Industrias Andes (MB)' })).getByRole('button', {
        name: 'Guardar',
      }),
    );
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ table: 'cuotas_adjuntos', body: { empresa_id: ANDES, cuota_mb: 500 } });

    // Pacífico has its own quota: back to the general one.
    await user.click(screen.getByRole('button', { name: 'Cambiar la cuota de Pacífico Logística' }));
    await user.click(screen.getByRole('button', { name: 'Usar la cuota general' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toMatchObject({ table: 'cuotas_adjuntos', method: 'DELETE' });
    expect(writes[2].url).toContain(`empresa_id=eq.${PACIFICO}`);
  });

  it('says when the use cannot be read, and reads it again', async () => {
    backend();
    server.use(http.post('*/rest/v1/rpc/uso_adjuntos_pagina', () => restError(500, 'se cayó')));
    const { user } = renderAdmin(<AttachmentsUsageTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudo cargar el uso de adjuntos')).toBeInTheDocument();
    backend();
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('cell', { name: 'Pacífico Logística' })).toBeInTheDocument();
  });

  it('one scrolling table: the next companies are read after the last name as it nears the end', async () => {
    const pad = (i: number) => String(i).padStart(3, '0');
    const usage = Array.from({ length: USAGE_PAGE_SIZE + 5 }, (_, i) => ({
      empresa_id: `c-${i}`,
      empresa_nombre: `Empresa ${pad(i)}`,
      bytes: i * MB,
      archivos: i,
      cuota_bytes: 1024 * MB,
      cuota_propia_mb: null,
    }));
    const { pages } = backend({ usage });
    renderAdmin(<AttachmentsUsageTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByRole('cell', { name: 'Empresa 000' })).toBeInTheDocument();
    expect(await screen.findByText(`Mostrando ${USAGE_PAGE_SIZE + 5} empresas`)).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(40);
    expect(pages).toEqual([{ p_limite: USAGE_PAGE_SIZE }]);
    const region = screen.getByRole('region', { name: 'Uso de adjuntos por empresa (desplazable)' });
    act(() => {
      region.scrollTop = (USAGE_PAGE_SIZE - 40) * 61;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]).toEqual({ p_despues: `Empresa ${pad(USAGE_PAGE_SIZE - 1)}`, p_limite: USAGE_PAGE_SIZE });
    act(() => {
      region.scrollTop = (USAGE_PAGE_SIZE + 5) * 61;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('cell', { name: `Empresa ${pad(USAGE_PAGE_SIZE + 4)}` })).toBeInTheDocument();
  });

  it('reads a quota as whole MB', () => {
    expect(parseQuotaMb('1.024')).toEqual({ value: 1024 });
    expect(parseQuotaMb('0')).toEqual({ value: 0 });
    expect(parseQuotaMb('')).toHaveProperty('error');
    expect(parseQuotaMb('-3')).toHaveProperty('error');
    expect(parseQuotaMb('200000000')).toHaveProperty('error');
  });
});
