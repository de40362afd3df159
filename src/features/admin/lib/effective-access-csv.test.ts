import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { effectiveAccessRow as row } from '../testing/fixtures';
import { accessLabel, accessOrigin, EFFECTIVE_ACCESS_CSV_COLUMNS } from './effective-access-csv';

describe('accessLabel and accessOrigin', () => {
  it('says Sí or No', () => {
    expect(accessLabel(row({ acceso_efectivo: true }))).toBe('Sí');
    expect(accessLabel(row({ acceso_efectivo: false }))).toBe('No');
  });

  it('says Override when an override decided a module of the plan, Plan otherwise', () => {
    expect(accessOrigin(row())).toBe('Override');
    expect(accessOrigin(row({ override_aplicado: false }))).toBe('Plan');
    // A stale override on a module outside the plan grants nothing: the plan decided.
    expect(accessOrigin(row({ en_plan: false, override_aplicado: true }))).toBe('Plan');
  });
});

describe('EFFECTIVE_ACCESS_CSV_COLUMNS', () => {
  it('writes docs/product.md §2’s columns in order, with the full name, Sí/No and Override/Plan', () => {
    const csv = toCsv(
      [
        row(),
        row({
          nombre: 'María',
          apellido_paterno: 'González',
          apellido_materno: null,
          correo: 'admin@pacifico.demo',
          empresa_nombre: 'Comercial Pacífico',
          plan_nombre: 'Básico',
          modulo_clave: 'crm',
          modulo_nombre: 'Relación con Clientes',
          modulo_descripcion: null,
          acceso_efectivo: true,
          override_aplicado: false,
        }),
      ],
      EFFECTIVE_ACCESS_CSV_COLUMNS,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Nombre Completo","Correo","Empresa","Plan","Clave Módulo","Nombre Módulo","Descripción","Acceso","Origen"',
      '"Ana Torres Fuentes","ana@andes.demo","Industrias Andes","Enterprise","finance","Finanzas","Facturación, cuentas por cobrar y pagar.","No","Override"',
      '"María González","admin@pacifico.demo","Comercial Pacífico","Básico","crm","Relación con Clientes","","Sí","Plan"',
      '',
    ]);
  });

  it('neutralises a formula typed into a name', () => {
    const csv = toCsv(
      [row({ nombre: '=HYPERLINK("http://evil")', apellido_paterno: 'X', apellido_materno: null })],
      EFFECTIVE_ACCESS_CSV_COLUMNS,
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"") X"`);
  });
});
