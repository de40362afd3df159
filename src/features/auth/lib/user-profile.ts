import type { Database } from '@/lib/database.types';
import { fullName } from '@/lib/person-name';

export type UsuarioPlataformaRow = Pick<
  Database['public']['Tables']['usuarios_plataforma']['Row'],
  'id' | 'nombre' | 'apellido_paterno' | 'apellido_materno' | 'empresa_id' | 'rol_id' | 'estado'
>;

/** The in-app profile (docs/product.md §3). */
export interface UserProfile {
  id: string;
  nombre_completo: string;
  empresa_id: string | null;
  rol_id: string | null;
  estado: string;
}

/** Role keys (roles_sistema.clave) with admin rights; 'admin' is the legacy name of admin_empresa. */
export const ADMIN_ROLES: readonly string[] = ['super_admin', 'admin_empresa', 'admin'];

export function isAdminRole(rolId: string | null | undefined): boolean {
  return rolId != null && ADMIN_ROLES.includes(rolId);
}

export function isSuperAdminRole(rolId: string | null | undefined): boolean {
  return rolId === 'super_admin';
}

export function toUserProfile(row: UsuarioPlataformaRow): UserProfile {
  return {
    id: row.id,
    nombre_completo: fullName(row),
    empresa_id: row.empresa_id,
    rol_id: row.rol_id,
    estado: row.estado,
  };
}

export function isActive(row: Pick<UsuarioPlataformaRow, 'estado'>): boolean {
  return row.estado === 'activo';
}
