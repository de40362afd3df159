/**
 * Who is looking at the admin panel and what docs/design.md §3 lets them do. The database enforces the
 * same rules with row-level security; this only keeps the UI from offering what it would refuse.
 */
export interface AdminViewer {
  userId: string;
  roleId: string | null;
  companyId: string | null;
}

export function isSuperAdmin(viewer: AdminViewer): boolean {
  return viewer.roleId === 'super_admin';
}

export interface AdminAbilities {
  /** Assign plans to companies and modules to plans (billing): super_admin only. */
  managePlans: boolean;
  /** Roles this viewer may give. */
  assignableRoles: (roleKey: string) => boolean;
  /** Whether this viewer may change a given user's role; the reason when not. */
  roleEditBlocked: (target: { id: string; rol_id: string | null }) => string | null;
}

export function abilitiesOf(viewer: AdminViewer): AdminAbilities {
  const superAdmin = isSuperAdmin(viewer);
  return {
    managePlans: superAdmin,
    assignableRoles: (roleKey) => superAdmin || roleKey !== 'super_admin',
    roleEditBlocked: (target) => {
      if (target.id === viewer.userId) return 'No puedes cambiar tu propio rol.';
      if (!superAdmin && target.rol_id === 'super_admin') return 'Solo un super administrador puede cambiar este rol.';
      return null;
    },
  };
}
