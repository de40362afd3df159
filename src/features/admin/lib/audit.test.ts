import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../api/get-audit-log';
import { describeChange } from './audit';

function row(overrides: Partial<AuditRow>): AuditRow {
  return {
    id: 1,
    ocurrido_en: '2026-11-22T10:00:00Z',
    actor_id: null,
    actor_correo: null,
    actor_nombre: null,
    tabla: null,
    operacion: 'UPDATE',
    empresa_id: null,
    empresa_nombre: 'Industrias Andes',
    usuario_id: null,
    usuario_nombre: 'Ana Torres Fuentes',
    usuario_correo: 'ana@andes.demo',
    modulo_clave: null,
    modulo_nombre: null,
    plan_antes: null,
    plan_despues: null,
    rol_antes: null,
    rol_despues: null,
    estado_antes: null,
    estado_despues: null,
    acceso_antes: null,
    acceso_despues: null,
    antes: null,
    despues: null,
    invitacion_correo: null,
    invitacion_nombre: null,
    accion: null,
    nombre_antes: null,
    nombre_despues: null,
    ...overrides,
  };
}

describe('describeChange', () => {
  it('a role change', () => {
    expect(
      describeChange(row({ tabla: 'usuarios_plataforma', rol_antes: 'usuario', rol_despues: 'admin_empresa' })),
    ).toEqual({
      what: 'Rol de usuario',
      subject: 'Ana Torres Fuentes · Industrias Andes',
      before: 'Usuario',
      after: 'Administrador de Empresa',
    });
    expect(describeChange(row({ tabla: 'usuarios_plataforma', rol_antes: 'usuario', rol_despues: null })).after).toBe(
      'Sin rol',
    );
  });

  it('a plan change, a first plan', () => {
    expect(
      describeChange(row({ tabla: 'planes_empresa', plan_antes: 'Básico', plan_despues: 'Enterprise' })),
    ).toMatchObject({ what: 'Plan de empresa', subject: 'Industrias Andes', before: 'Básico', after: 'Enterprise' });
    expect(describeChange(row({ tabla: 'planes_empresa', operacion: 'INSERT', plan_despues: 'Básico' }))).toMatchObject(
      { before: 'Sin plan', after: 'Básico' },
    );
  });

  it('a module added to and removed from a plan', () => {
    expect(
      describeChange(
        row({ tabla: 'modulos_por_plan', operacion: 'INSERT', modulo_nombre: 'Finanzas', plan_despues: 'Básico' }),
      ),
    ).toEqual({
      what: 'Módulo en plan',
      subject: 'Finanzas · plan Básico',
      before: 'No incluido',
      after: 'Incluido',
    });
    expect(
      describeChange(
        row({ tabla: 'modulos_por_plan', operacion: 'DELETE', modulo_nombre: 'Finanzas', plan_antes: 'Básico' }),
      ),
    ).toMatchObject({ before: 'Incluido', after: 'No incluido' });
  });

  it('an override set, changed and removed', () => {
    const base = { tabla: 'empleados_override_permisos', modulo_nombre: 'Finanzas' };
    expect(describeChange(row({ ...base, operacion: 'INSERT', acceso_despues: false }))).toEqual({
      what: 'Acceso a módulo',
      subject: 'Ana Torres Fuentes · Finanzas',
      before: 'Según el plan',
      after: 'Denegado',
    });
    expect(describeChange(row({ ...base, acceso_antes: false, acceso_despues: true }))).toMatchObject({
      before: 'Denegado',
      after: 'Permitido',
    });
    expect(describeChange(row({ ...base, operacion: 'DELETE', acceso_antes: false }))).toMatchObject({
      before: 'Denegado',
      after: 'Según el plan',
    });
  });
});

describe('describeChange: accounts (issue 14)', () => {
  it('a company created, deactivated, renamed', () => {
    expect(describeChange(row({ tabla: 'empresas', operacion: 'INSERT', nombre_despues: 'Nueva SpA' }))).toEqual({
      what: 'Empresa creada',
      subject: 'Nueva SpA',
      before: '—',
      after: 'Activa',
    });
    expect(
      describeChange(row({ tabla: 'empresas', estado_antes: 'activa', estado_despues: 'inactiva' })),
    ).toMatchObject({
      what: 'Estado de empresa',
      before: 'Activa',
      after: 'Inactiva',
    });
    expect(
      describeChange(
        row({
          tabla: 'empresas',
          estado_antes: 'activa',
          estado_despues: 'activa',
          nombre_antes: 'A',
          nombre_despues: 'B',
        }),
      ),
    ).toMatchObject({
      what: 'Nombre de empresa',
      before: 'A',
      after: 'B',
    });
  });

  it('an invitation sent, resent, revoked; a recovery link sent', () => {
    expect(
      describeChange(
        row({ tabla: 'invitaciones', operacion: 'INSERT', invitacion_nombre: 'Eva', invitacion_correo: 'eva@x.cl' }),
      ),
    ).toEqual({
      what: 'Invitación enviada',
      subject: 'Eva · eva@x.cl · Industrias Andes',
      before: '—',
      after: 'Pendiente',
    });
    expect(
      describeChange(row({ tabla: 'invitaciones', estado_antes: 'pendiente', estado_despues: 'pendiente' })).what,
    ).toBe('Invitación reenviada');
    expect(
      describeChange(row({ tabla: 'invitaciones', estado_antes: 'pendiente', estado_despues: 'revocada' })),
    ).toMatchObject({ before: 'Pendiente', after: 'Revocada' });
    expect(
      describeChange(row({ tabla: 'acciones_cuenta', operacion: 'INSERT', accion: 'enlace_recuperacion' })),
    ).toMatchObject({
      what: 'Enlace de recuperación enviado',
      subject: 'Ana Torres Fuentes · Industrias Andes',
    });
  });
});
