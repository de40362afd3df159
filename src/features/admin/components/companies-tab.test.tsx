import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { COMPANIES_PAGE_SIZE } from '../api/accounts';
import { replaceText } from '@/testing/test-utils';
import { ANDES, PACIFICO, renderAdmin, SUPER_ADMIN } from '../testing/fixtures';
import { CompaniesTab } from './companies-tab';

interface Company {
  id: string;
  nombre: string;
  estado: string;
}

interface PageArgs {
  p_despues?: string;
  p_limite?: number;
}

/**
 * public.empresas_pagina (by name, after p_despues, at most p_limite), the count (HEAD empresas
 * with count=exact: Content-Range), PATCH empresas (applied to the rows) and the create-company
 * function.
 */
function serve(
  initial: Company[] = [
    { id: ANDES, nombre: 'Industrias Andes', estado: 'activa' },
    { id: PACIFICO, nombre: 'Comercial Pacífico', estado: 'inactiva' },
  ],
) {
  const rows = initial.map((c) => ({ ...c }));
  const patches: Array<{ id: string | null; body: Partial<Company> }> = [];
  const created: unknown[] = [];
  const pages: PageArgs[] = [];
  server.use(
    http.post('*/rest/v1/rpc/empresas_pagina', async ({ request }) => {
      const args = (await request.json()) as PageArgs;
      pages.push(args);
      return HttpResponse.json(
        [...rows]
          .sort((a, b) => (a.nombre < b.nombre ? -1 : 1))
          .filter((c) => args.p_despues === undefined || c.nombre > args.p_despues)
          .slice(0, args.p_limite ?? 100),
      );
    }),
    http.head(
      '*/rest/v1/empresas',
      () =>
        new HttpResponse(null, {
          status: 200,
          headers: { 'Content-Range': rows.length ? `0-${rows.length - 1}/${rows.length}` : `*/0` },
        }),
    ),
    http.patch('*/rest/v1/empresas', async ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '') ?? null;
      const body = (await request.json()) as Partial<Company>;
      patches.push({ id, body });
      const row = rows.find((r) => r.id === id);
      if (row) Object.assign(row, body);
      return HttpResponse.json(row ? [{ id }] : []);
    }),
    http.post('*/functions/v1/create-company', async ({ request }) => {
      const body = (await request.json()) as { nombre: string };
      created.push(body);
      rows.push({ id: 'c-nueva', nombre: body.nombre, estado: 'activa' });
      return HttpResponse.json({ empresa_id: 'c-nueva' });
    }),
  );
  return { rows, patches, created, pages };
}

function companyRow(name: string) {
  return screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;
}

describe('CompaniesTab', { timeout: 20_000 }, () => {
  it('one scrolling table: the next companies are read after the last name as it nears the end, with their number', async () => {
    const pad = (i: number) => String(i).padStart(3, '0');
    const { pages } = serve(
      Array.from({ length: COMPANIES_PAGE_SIZE + 5 }, (_, i) => ({
        id: `c-${i}`,
        nombre: `Empresa ${pad(i)}`,
        estado: 'activa',
      })),
    );
    renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    await waitFor(() => companyRow('Empresa 000'));
    expect(await screen.findByText(`Mostrando ${COMPANIES_PAGE_SIZE + 5} empresas`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Empresas' })).toHaveAttribute(
      'aria-rowcount',
      String(COMPANIES_PAGE_SIZE + 6),
    );
    expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(40);
    expect(pages).toEqual([{ p_limite: COMPANIES_PAGE_SIZE }]);
    const region = screen.getByRole('region', { name: 'Empresas (desplazable)' });
    act(() => {
      region.scrollTop = (COMPANIES_PAGE_SIZE - 40) * 53;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]).toEqual({ p_despues: `Empresa ${pad(COMPANIES_PAGE_SIZE - 1)}`, p_limite: COMPANIES_PAGE_SIZE });
    act(() => {
      region.scrollTop = (COMPANIES_PAGE_SIZE + 5) * 53;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => companyRow(`Empresa ${pad(COMPANIES_PAGE_SIZE + 4)}`));
    expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();
  });

  it('lists the companies with their state', async () => {
    serve();
    renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    expect(screen.getByText('Cargando empresas...')).toBeInTheDocument();
    const andes = await waitFor(() => companyRow('Industrias Andes'));
    expect(within(andes).getByText('Activa')).toBeInTheDocument();
    expect(within(andes).getByRole('button', { name: 'Desactivar Industrias Andes' })).toBeInTheDocument();
    expect(within(companyRow('Comercial Pacífico')).getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivar Comercial Pacífico' })).toBeInTheDocument();
  });

  it('the create form refuses a missing name, an invalid admin e-mail and a missing admin name in Spanish', async () => {
    const { created } = serve();
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    const form = screen.getByRole('form', { name: 'Crear empresa' });
    await user.type(within(form).getByLabelText('Correo del primer administrador'), 'jefe@');
    await user.click(within(form).getByRole('button', { name: 'Crear empresa e invitar' }));
    expect(within(form).getByLabelText('Nombre de la empresa')).toHaveAccessibleDescription(
      'Escribe el nombre de la empresa.',
    );
    expect(within(form).getByLabelText('Correo del primer administrador')).toHaveAccessibleDescription(
      'Escribe un correo válido para el administrador.',
    );
    expect(within(form).getByLabelText('Nombre del primer administrador')).toHaveAccessibleDescription(
      'Escribe el nombre del administrador.',
    );
    expect(created).toEqual([]);
  });

  it('creates a company with its plan and first admin, confirms it and lists it', async () => {
    const { created } = serve();
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    const form = screen.getByRole('form', { name: 'Crear empresa' });
    await user.type(within(form).getByLabelText('Nombre de la empresa'), ' Minera Norte ');
    await user.selectOptions(within(form).getByLabelText('Plan'), 'profesional');
    await user.type(within(form).getByLabelText('Correo del primer administrador'), 'jefe@norte.cl');
    await user.type(within(form).getByLabelText('Nombre del primer administrador'), 'Jorge Díaz');
    await user.click(within(form).getByRole('button', { name: 'Crear empresa e invitar' }));
    expect(
      await screen.findByText('Empresa Minera Norte creada. Invitación enviada a jefe@norte.cl.'),
    ).toBeInTheDocument();
    expect(created).toEqual([
      { nombre: 'Minera Norte', plan: 'profesional', admin_correo: 'jefe@norte.cl', admin_nombre: 'Jorge Díaz' },
    ]);
    expect(within(form).getByLabelText('Nombre de la empresa')).toHaveValue('');
    expect(within(form).getByLabelText('Plan')).toHaveValue('basico');
    expect(await screen.findByRole('cell', { name: /^Minera Norte/ })).toBeInTheDocument();
  });

  it("a refused creation shows the function's message and keeps the form", async () => {
    serve();
    server.use(
      http.post('*/functions/v1/create-company', () =>
        HttpResponse.json({ code: 'conflict', message: 'Ya existe una empresa con ese nombre' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    const form = screen.getByRole('form', { name: 'Crear empresa' });
    await user.type(within(form).getByLabelText('Nombre de la empresa'), 'Industrias Andes');
    await user.type(within(form).getByLabelText('Correo del primer administrador'), 'otro@andes.demo');
    await user.type(within(form).getByLabelText('Nombre del primer administrador'), 'Otro');
    await user.click(within(form).getByRole('button', { name: 'Crear empresa e invitar' }));
    expect(await within(form).findByText('Ya existe una empresa con ese nombre')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre de la empresa')).toHaveValue('Industrias Andes');
  });

  it('renames a company', async () => {
    const { patches } = serve();
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    await waitFor(() => companyRow('Industrias Andes'));
    await user.click(within(companyRow('Industrias Andes')).getByRole('button', { name: 'Renombrar' }));
    const field = screen.getByRole('textbox', { name: 'Nuevo nombre de Industrias Andes' });
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await replaceText(user, field, 'Industrias Andes SpA');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre actualizado.')).toBeInTheDocument();
    expect(patches).toEqual([{ id: ANDES, body: { nombre: 'Industrias Andes SpA' } }]);
    expect(await screen.findByRole('cell', { name: /^Industrias Andes SpA/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nuevo nombre/ })).not.toBeInTheDocument();
  });

  it('deactivates an active company and reactivates an inactive one', async () => {
    const { patches } = serve();
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar Industrias Andes' }));
    expect(
      await screen.findByText('Industrias Andes quedó inactiva: sus usuarios ya no pueden entrar.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivar Industrias Andes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivar Comercial Pacífico' }));
    expect(await screen.findByText('Comercial Pacífico quedó activa.')).toBeInTheDocument();
    expect(patches).toEqual([
      { id: ANDES, body: { estado: 'inactiva' } },
      { id: PACIFICO, body: { estado: 'activa' } },
    ]);
  });

  it('a write RLS refuses (no row changed) or the database rejects is reported', async () => {
    serve();
    server.use(
      http.patch('*/rest/v1/empresas', ({ request }) =>
        new URL(request.url).searchParams.get('id') === `eq.${ANDES}`
          ? HttpResponse.json([])
          : restError(403, 'No puedes desactivar tu propia empresa', '42501'),
      ),
    );
    const { user } = renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar Industrias Andes' }));
    expect(await screen.findByText('No tienes permiso para cambiar esta empresa.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivar Comercial Pacífico' }));
    expect(await screen.findByText('No puedes desactivar tu propia empresa')).toBeInTheDocument();
  });

  it('shows the error with a retry when the companies cannot be read', async () => {
    serve();
    server.use(http.post('*/rest/v1/rpc/empresas_pagina', () => restError(500, 'se cayó')));
    renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudieron cargar las empresas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when there is no company yet', async () => {
    serve([]);
    renderAdmin(<CompaniesTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No hay empresas')).toBeInTheDocument();
  });
});
