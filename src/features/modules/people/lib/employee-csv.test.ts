import { describe, expect, it } from 'vitest';
import { validateCsvRows } from '@/kit/csv-import';
import { parseCsvText } from '@/kit/csv-parse';
import { toCsv } from '@/lib/csv';
import type { EmployeeRow, RecordRow } from '../api/types';
import { buildRows, EMPLOYEE_EXPORT_COLUMNS } from './employee-csv';
import { EMPLOYEE_IMPORT_COLUMNS, employeeImportSchema } from './employee-schema';

const employee = (id: string, nombres: string, extra: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id,
  nombres,
  apellidos: 'Rojas Díaz',
  cargo: 'Técnica',
  area: 'Mantención',
  correo: `${id}@andes.cl`,
  telefono: '+56 9 8765 4321',
  jefe_id: null,
  estado: 'activo',
  usuario_id: null,
  ...extra,
});
const record = (colaborador_id: string, rut: string, extra: Partial<RecordRow> = {}): RecordRow => ({
  colaborador_id,
  rut,
  fecha_ingreso: '2024-01-08',
  tipo_contrato: 'plazo_fijo',
  contacto_emergencia_nombre: null,
  contacto_emergencia_telefono: null,
  fecha_desvinculacion: null,
  saldo_vacaciones_inicial: 0,
  fecha_saldo_inicial: null,
  empresa_id: 'e',
  creado_por: null,
  actualizado_por: null,
  creado_en: '2024-01-08T12:00:00Z',
  actualizado_en: '2024-01-08T12:00:00Z',
  ...extra,
});

describe("People's CSV export imports back through its own import (issue 31)", () => {
  it('every exported row is valid for the import and reads back the same values', () => {
    const directory = [
      employee('a', 'Ana'),
      employee('b', 'Bruno', { jefe_id: 'a', telefono: '+56 2 2345 6789', correo: null }),
      employee('c', 'Carla', { jefe_id: 'a', telefono: null }),
    ];
    const records = [
      record('a', '12345678-5', { tipo_contrato: 'indefinido' }),
      record('b', '20987654-K', { fecha_ingreso: '2025-03-05', contacto_emergencia_telefono: '+56 9 1111 2222' }),
      record('c', '7654321-6', { contacto_emergencia_nombre: 'Luis Paz' }),
    ];
    const file = toCsv(buildRows(directory, records), EMPLOYEE_EXPORT_COLUMNS);
    // What the export wrote is what a person sees in a spreadsheet: dates with the month's name,
    // phones protected from formula injection.
    expect(file).toContain('"8 ene 2024"');
    expect(file).toContain(`"'+56 9 8765 4321"`);

    const checked = validateCsvRows(parseCsvText(file), EMPLOYEE_IMPORT_COLUMNS, employeeImportSchema, {
      uniqueField: 'rut',
    });
    expect(checked.missingHeaders).toEqual([]);
    expect(checked.errors).toEqual([]);
    expect(checked.valid.map((r) => r.value)).toEqual([
      {
        nombres: 'Ana',
        apellidos: 'Rojas Díaz',
        rut: '12345678-5',
        cargo: 'Técnica',
        area: 'Mantención',
        fecha_ingreso: '2024-01-08',
        tipo_contrato: 'indefinido',
        correo: 'a@andes.cl',
        telefono: '+56 9 8765 4321',
      },
      {
        nombres: 'Bruno',
        apellidos: 'Rojas Díaz',
        rut: '20987654-K',
        cargo: 'Técnica',
        area: 'Mantención',
        fecha_ingreso: '2025-03-05',
        tipo_contrato: 'plazo_fijo',
        telefono: '+56 2 2345 6789',
        jefe_rut: '12345678-5',
        contacto_emergencia_telefono: '+56 9 1111 2222',
      },
      {
        nombres: 'Carla',
        apellidos: 'Rojas Díaz',
        rut: '7654321-6',
        cargo: 'Técnica',
        area: 'Mantención',
        fecha_ingreso: '2024-01-08',
        tipo_contrato: 'plazo_fijo',
        correo: 'c@andes.cl',
        jefe_rut: '12345678-5',
        contacto_emergencia_nombre: 'Luis Paz',
      },
    ]);
  });
});
