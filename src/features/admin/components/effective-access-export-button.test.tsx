import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EffectiveAccessRow } from '../api/get-effective-access';
import { effectiveAccessRow, renderAdmin } from '../testing/fixtures';
import { EffectiveAccessExportButton } from './effective-access-export-button';

const ROWS: EffectiveAccessRow[] = [
  effectiveAccessRow({ modulo_descripcion: 'Facturación, "cobros" y pagos.' }),
  effectiveAccessRow({
    usuario_id: 'u-x',
    nombre: '=cmd|calc',
    apellido_paterno: 'Pérez',
    apellido_materno: null,
    correo: '@evil.demo',
    empresa_nombre: 'Comercial Pacífico',
    plan_nombre: 'Básico',
    modulo_id: 'm-crm',
    modulo_clave: 'crm',
    modulo_nombre: 'Relación con Clientes',
    modulo_descripcion: null,
    acceso_efectivo: true,
    override_aplicado: false,
  }),
];

let created: Blob[];
let downloads: string[];

beforeEach(() => {
  created = [];
  downloads = [];
  // jsdom has neither object URLs nor downloads: record what the button hands the browser.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('EffectiveAccessExportButton', () => {
  it('downloads accesos_efectivos_usuarios.csv: BOM, quoted values, docs/product.md columns, Sí/No, Override/Plan, formulas neutralised', async () => {
    const { user } = renderAdmin(<EffectiveAccessExportButton rows={ROWS} loading={false} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toEqual(['accesos_efectivos_usuarios.csv']));
    expect(created).toHaveLength(1);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"Nombre Completo","Correo","Empresa","Plan","Clave Módulo","Nombre Módulo","Descripción","Acceso","Origen"',
      '"Ana Torres Fuentes","ana@andes.demo","Industrias Andes","Enterprise","finance","Finanzas","Facturación, ""cobros"" y pagos.","No","Override"',
      `"'=cmd|calc Pérez","'@evil.demo","Comercial Pacífico","Básico","crm","Relación con Clientes","","Sí","Plan"`,
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('is disabled with "No hay datos para exportar" when there are no rows', async () => {
    const { user } = renderAdmin(<EffectiveAccessExportButton rows={[]} loading={false} />);
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect((await screen.findAllByText('No hay datos para exportar')).length).toBeGreaterThan(0);
    expect(created).toHaveLength(0);
  });

  it('is disabled while the rows are still loading, and says so', async () => {
    const { user } = renderAdmin(<EffectiveAccessExportButton rows={ROWS} loading />);
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    // The wrapper takes the focus a disabled button cannot.
    await user.tab();
    expect(document.activeElement).toBe(button.parentElement);
    expect((await screen.findAllByText('Espera a que terminen de cargar los registros')).length).toBeGreaterThan(0);
  });
});
