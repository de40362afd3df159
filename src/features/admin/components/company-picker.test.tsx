import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import type { CompanyOption } from '../api/get-effective-access-options';
import { ALL } from '../lib/effective-access-filters';
import { CompanyPicker, MAX_LISTED_COMPANIES } from './company-picker';

const MANY: CompanyOption[] = [
  { id: 'c-pacifico', nombre: 'Comercial Pacífico' },
  { id: 'c-andes', nombre: 'Industrias Andes' },
  ...Array.from({ length: 118 }, (_, i) => ({ id: `c-${i}`, nombre: `Empresa ${String(i).padStart(3, '0')}` })),
];

function Harness({ empresas = MANY, onChange }: { empresas?: CompanyOption[]; onChange?: (id: string) => void }) {
  const [value, setValue] = useState(ALL);
  return (
    <div>
      <span id="label">Empresa</span>
      <CompanyPicker
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
        empresas={empresas}
        labelId="label"
      />
      <p>fuera</p>
    </div>
  );
}

describe('CompanyPicker', () => {
  it('lists all companies first, then at most 50, and says how many more there are', async () => {
    const { user } = renderApp(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Empresa' });
    expect(trigger).toHaveTextContent('Todas las empresas');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(MAX_LISTED_COMPANIES + 1);
    expect(options[0]).toHaveTextContent('Todas las empresas');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('70 empresas más: escribe para acotar la lista.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar empresa' })).toHaveFocus();
  });

  it('narrows by what is typed, ignoring case and accents, and picks with a click', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar empresa' }), 'PACIFICO');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Comercial Pacífico']);
    await user.click(screen.getByRole('option', { name: 'Comercial Pacífico' }));
    expect(onChange).toHaveBeenCalledWith('c-pacifico');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('combobox', { name: 'Empresa' });
    expect(trigger).toHaveTextContent('Comercial Pacífico');
    expect(trigger).toHaveFocus();
  });

  it('works from the keyboard: arrows, Enter, Escape', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    screen.getByRole('combobox', { name: 'Empresa' }).focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Buscar empresa' });
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = search.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('Industrias Andes');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('c-andes');

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and closes on a press outside', async () => {
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar empresa' }), 'zzz');
    expect(screen.getByText('Ninguna empresa coincide con «zzz»')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByText('fuera'));
    expect(screen.queryByRole('combobox', { name: 'Buscar empresa' })).not.toBeInTheDocument();
  });
});
