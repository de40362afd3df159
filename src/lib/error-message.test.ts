import { describe, expect, it, vi } from 'vitest';
import { ApiError, INSUFFICIENT_PRIVILEGE, NETWORK_ERROR } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { errorMessage as serverMessage, errorToast as serverErrorToast } from './error-message';

const pg = (code: string, message: string) => new ApiError(message, { code, status: 400 });

describe("a module write's refusal, in the server's words", () => {
  it("shows Postgres's own Spanish message whatever its SQLSTATE, numbers in es-CL", () => {
    expect(
      serverMessage(
        pg(
          '23514',
          'Factura N° 113 ya fue emitida y no se modifica (el monto neto). Corríjala con una nota de crédito o de débito, o anúlela.',
        ),
      ),
    ).toBe(
      'Factura N° 113 ya fue emitida y no se modifica (el monto neto). Corríjala con una nota de crédito o de débito, o anúlela.',
    );
    expect(
      serverMessage(
        pg(
          '23514',
          'La nota de crédito ($2380000) supera el saldo de Factura N° 113 ($1380000): una nota de crédito rebaja a lo más lo que se adeuda.',
        ),
      ),
    ).toBe(
      'La nota de crédito ($2.380.000) supera el saldo de Factura N° 113 ($1.380.000): una nota de crédito rebaja a lo más lo que se adeuda.',
    );
    // Without accents, and under codes the generic helper would replace (23514, 23505, 23503, 42501).
    expect(serverMessage(pg('23514', 'El origen de un documento no cambia.'))).toBe(
      'El origen de un documento no cambia.',
    );
    expect(serverMessage(pg('23505', 'Ya existe un producto con el código «HH».'))).toBe(
      'Ya existe un producto con el código «HH».',
    );
    expect(serverMessage(pg('23503', 'El documento que corrige la nota no existe en la empresa.'))).toBe(
      'El documento que corrige la nota no existe en la empresa.',
    );
    expect(serverMessage(pg(INSUFFICIENT_PRIVILEGE, 'Solo el administrador de la empresa anula documentos.'))).toBe(
      'Solo el administrador de la empresa anula documentos.',
    );
  });

  it("replaces Postgres's English defaults, PostgREST's and the network's failures with a plain sentence", () => {
    expect(
      serverMessage(pg('23514', 'new row for relation "fin_documentos" violates check constraint "fin_documentos_x"')),
    ).toBe('Un valor no cumple las reglas del registro.');
    expect(serverMessage(pg('23505', 'duplicate key value violates unique constraint "x_key"'))).toBe(
      'Ya existe un registro con ese código.',
    );
    expect(serverMessage(pg(INSUFFICIENT_PRIVILEGE, 'permission denied for table fin_emisor'))).toBe(
      'No tienes acceso a estos datos o tu acceso al módulo fue retirado.',
    );
    expect(serverMessage(new ApiError('JWT expired', { code: 'PGRST301', status: 401 }))).toBe(
      'No tienes acceso a estos datos o tu acceso al módulo fue retirado.',
    );
    expect(serverMessage(new ApiError('Failed to fetch', { code: NETWORK_ERROR }))).toMatch(/No hay conexión/);
    expect(serverMessage('nada')).toBe('Ocurrió un error inesperado.');
  });

  it('is the toast of every module write: what failed as the title, the server’s why as the description', () => {
    const spy = vi.spyOn(toast, 'error').mockImplementation(() => '1');
    serverErrorToast('No se pudo guardar el documento')(pg('23514', 'Un borrador no se anula: elimínelo.'));
    expect(spy).toHaveBeenCalledWith('No se pudo guardar el documento', {
      description: 'Un borrador no se anula: elimínelo.',
    });
    spy.mockRestore();
  });
});
