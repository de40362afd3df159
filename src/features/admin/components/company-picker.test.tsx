import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { COMPANY_MATCHES, type CompanyOption } from '../api/get-companies';
import { ALL } from '../lib/effective-access-filters';
import { companyOptionsHandler, type CompanyOptionArgs } from '../testing/fixtures';
import { CompanyPicker } from './company-picker';

const MANY: CompanyOption[] = [
  { id: 'c-pacifico', nombre: 'Comercial Pacífico' },
  { id: 'c-andes', nombre: 'Industrias Andes' },
  ...Array.from({ length: 118 }, (_, i) => ({ id: `c-${i}`, nombre: `Empresa ${String(i).padStart(3, '0')}` })),
];

function Harness({ initial = ALL, onChange }: { initial?: string; onChange?: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <span id="label">Empresa</span>
      <CompanyPicker
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
        labelId="label"
      />
      <p>fuera</p>
    </div>
  );
}

function serve(calls: CompanyOptionArgs[] = []) {
  server.use(companyOptionsHandler(MANY, calls));
  return calls;
}

describe('CompanyPicker', () => {
  it('lists all companies first, then the first 50 from the server, and says there are more', async () => {
    const calls = serve();
    const { user } = renderApp(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Empresa' });
    expect(trigger).toHaveTextContent('Todas las empresas');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(COMPANY_MATCHES + 1));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Todas las empresas');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Se muestran las primeras 50 empresas: escribe para acotar la lista.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar empresa' })).toHaveFocus();
    // One more than listed is asked for, to know whether more match; never the whole set.
    expect(calls).toEqual([{ p_busqueda: '', p_limite: COMPANY_MATCHES + 1 }]);
  });

  it('asks the server for what is typed (case and accents ignored there) and picks with a click', async () => {
    const calls = serve();
    const onChange = vi.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar empresa' }), 'PACIFICO');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Comercial Pacífico']),
    );
    expect(calls.at(-1)).toEqual({ p_busqueda: 'PACIFICO', p_limite: COMPANY_MATCHES + 1 });
    expect(screen.queryByText(/escribe para acotar/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Comercial Pacífico' }));
    expect(onChange).toHaveBeenCalledWith('c-pacifico');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('combobox', { name: 'Empresa' });
    expect(trigger).toHaveTextContent('Comercial Pacífico');
    expect(trigger).toHaveFocus();
    // The label came from the choice: no read of the company by id.
    expect(calls.some((c) => c.p_id)).toBe(false);
  });

  it('names a company it did not choose (a link) with one read of that company', async () => {
    const calls = serve();
    renderApp(<Harness initial="c-andes" />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Industrias Andes'),
    );
    expect(calls).toContainEqual({ p_id: 'c-andes', p_limite: 1 });
  });

  it('works from the keyboard: arrows, Enter, Escape', async () => {
    serve();
    const onChange = vi.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    screen.getByRole('combobox', { name: 'Empresa' }).focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Buscar empresa' });
    expect(search).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(search.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Comercial Pacífico',
    );
    await user.keyboard('andes');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Industrias Andes']));
    expect(document.getElementById(search.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Industrias Andes',
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('c-andes');

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and closes on a press outside', async () => {
    serve();
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar empresa' }), 'zzz');
    expect(await screen.findByText('Ninguna empresa coincide con «zzz»')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByText('fuera'));
    expect(screen.queryByRole('combobox', { name: 'Buscar empresa' })).not.toBeInTheDocument();
  });
});
