import { Badge } from '@/components/ui/badge';
import { normalizeText } from '@/lib/text';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** docs/product.md §6: super_admin destructive, admin_empresa default, usuario secondary; others outline. */
export function roleBadgeVariant(roleKey: string | null | undefined): BadgeVariant {
  switch (roleKey) {
    case 'super_admin':
      return 'destructive';
    case 'admin_empresa':
    case 'admin':
      return 'default';
    case 'usuario':
      return 'secondary';
    default:
      return 'outline';
  }
}

/** docs/product.md §2: starter/basico secondary; profesional/crecimiento default; enterprise/total destructive. */
export function planBadgeVariant(plan: string | null | undefined): BadgeVariant {
  const key = normalizeText(plan ?? '').trim();
  switch (key) {
    case 'starter':
    case 'basico':
      return 'secondary';
    case 'profesional':
    case 'crecimiento':
      return 'default';
    case 'enterprise':
    case 'total':
      return 'destructive';
    default:
      return 'outline';
  }
}

export function RoleBadge({ roleKey, label }: { roleKey: string | null | undefined; label?: string }) {
  return <Badge variant={roleBadgeVariant(roleKey)}>{label ?? roleKey ?? 'Sin rol'}</Badge>;
}

export function PlanBadge({ plan }: { plan: string | null | undefined }) {
  return <Badge variant={planBadgeVariant(plan)}>{plan ?? 'Sin plan'}</Badge>;
}
