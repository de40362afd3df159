import type { AuditRow } from '../api/get-audit-log';

export interface ChangeDescription {
  /** What changed, e.g. 'Rol de usuario'. */
  what: string;
  /** Whom or what it concerns, e.g. 'Ana Torres Fuentes · Industrias Andes'. */
  subject: string;
  before: string;
  after: string;
}

const ROLE_LABEL: Record<string, string> = {
  super_admin: 'Super Administrador',
  admin_empresa: 'Administrador de Empresa',
  usuario: 'Usuario',
};

const NONE = '—';

function roleLabel(role: string | null): string {
  return role ? (ROLE_LABEL[role] ?? role) : 'Sin rol';
}

function accessLabel(value: boolean | null): string {
  return value === null ? 'Según el plan' : value ? 'Permitido' : 'Denegado';
}

function companyState(estado: string | null): string {
  return estado === 'activa' ? 'Activa' : estado === 'inactiva' ? 'Inactiva' : NONE;
}

const INVITATION_STATE: Record<string, string> = { pendiente: 'Pendiente', aceptada: 'Aceptada', revocada: 'Revocada' };

function invitationState(estado: string | null): string {
  return estado ? (INVITATION_STATE[estado] ?? estado) : NONE;
}

function join(...parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' · ');
}

/** One audit row in words, from the view's resolved names. */
export function describeChange(row: AuditRow): ChangeDescription {
  const user = row.usuario_nombre ?? row.usuario_correo ?? 'Usuario';
  const inserted = row.operacion === 'INSERT';
  const deleted = row.operacion === 'DELETE';
  switch (row.tabla) {
    case 'usuarios_plataforma':
      if (row.rol_antes !== row.rol_despues) {
        return {
          what: 'Rol de usuario',
          subject: join(user, row.empresa_nombre),
          before: roleLabel(row.rol_antes),
          after: roleLabel(row.rol_despues),
        };
      }
      if (row.estado_antes !== row.estado_despues) {
        return {
          what: 'Estado de usuario',
          subject: join(user, row.empresa_nombre),
          before: row.estado_antes ?? NONE,
          after: row.estado_despues ?? NONE,
        };
      }
      return { what: 'Empresa de usuario', subject: user, before: NONE, after: row.empresa_nombre ?? NONE };
    case 'planes_empresa':
      return {
        what: 'Plan de empresa',
        subject: row.empresa_nombre ?? 'Empresa',
        before: inserted ? 'Sin plan' : (row.plan_antes ?? NONE),
        after: deleted ? 'Sin plan' : (row.plan_despues ?? NONE),
      };
    case 'modulos_por_plan':
      return {
        what: 'Módulo en plan',
        subject: join(row.modulo_nombre, `plan ${row.plan_despues ?? row.plan_antes ?? ''}`.trim()),
        before: inserted ? 'No incluido' : 'Incluido',
        after: deleted ? 'No incluido' : 'Incluido',
      };
    case 'empleados_override_permisos':
      return {
        what: 'Acceso a módulo',
        subject: join(user, row.modulo_nombre),
        before: inserted ? accessLabel(null) : accessLabel(row.acceso_antes),
        after: deleted ? accessLabel(null) : accessLabel(row.acceso_despues),
      };
    case 'empresas':
      if (inserted)
        return {
          what: 'Empresa creada',
          subject: row.nombre_despues ?? row.empresa_nombre ?? 'Empresa',
          before: NONE,
          after: 'Activa',
        };
      if (row.estado_antes !== row.estado_despues) {
        return {
          what: 'Estado de empresa',
          subject: row.empresa_nombre ?? 'Empresa',
          before: companyState(row.estado_antes),
          after: companyState(row.estado_despues),
        };
      }
      return {
        what: 'Nombre de empresa',
        subject: row.empresa_nombre ?? 'Empresa',
        before: row.nombre_antes ?? NONE,
        after: row.nombre_despues ?? NONE,
      };
    case 'invitaciones': {
      const invited = join(row.invitacion_nombre, row.invitacion_correo, row.empresa_nombre);
      if (inserted)
        return { what: 'Invitación enviada', subject: invited, before: NONE, after: invitationState('pendiente') };
      return {
        what: row.estado_antes === row.estado_despues ? 'Invitación reenviada' : 'Invitación',
        subject: invited,
        before: invitationState(row.estado_antes),
        after: invitationState(row.estado_despues),
      };
    }
    case 'acciones_cuenta':
      return {
        what: 'Enlace de recuperación enviado',
        subject: join(user, row.empresa_nombre),
        before: NONE,
        after: 'Enviado',
      };
    default:
      return { what: row.tabla ?? 'Cambio', subject: '', before: NONE, after: NONE };
  }
}
