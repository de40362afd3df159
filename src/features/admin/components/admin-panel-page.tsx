import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isSuperAdmin, type AdminViewer } from '../lib/viewer';
import { AccountsTab } from './accounts-tab';
import { AttachmentsUsageTab } from './attachments-usage-tab';
import { AuditTab } from './audit-tab';
import { CompaniesTab } from './companies-tab';
import { EffectiveAccessTab } from './effective-access-tab';
import { PlanModulesTab } from './plan-modules-tab';
import { PlansTab } from './plans-tab';
import { RolesTab } from './roles-tab';
import { UserPermissionsTab } from './user-permissions-tab';

export const ADMIN_TABS = [
  { value: 'roles', label: 'Gestión de Roles' },
  { value: 'planes', label: 'Gestión de Planes' },
  { value: 'modulos', label: 'Módulos por Plan' },
  { value: 'permisos', label: 'Permisos por Usuario' },
  { value: 'accesos', label: 'Accesos Efectivos' },
  { value: 'historial', label: 'Historial' },
  { value: 'cuentas', label: 'Cuentas' },
  { value: 'empresas', label: 'Empresas' },
  { value: 'adjuntos', label: 'Adjuntos' },
] as const;

type TabValue = (typeof ADMIN_TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return ADMIN_TABS.some((t) => t.value === value);
}

/**
 * /panel-administracion: docs/product.md §2's five tabs plus the audit trail. The open tab lives in the URL
 * (?tab=...), so a reload or a shared link opens the same one; 'roles' by default.
 */
export function AdminPanelPage({ viewer, companyName }: { viewer: AdminViewer; companyName?: string | null }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'roles';
  const onTabChange = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'roles') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Panel de Administración</h1>
        <p className="text-muted-foreground">
          {isSuperAdmin(viewer)
            ? 'Gestiona roles, planes, módulos por plan y permisos de todas las empresas.'
            : `Gestiona los roles y permisos de los usuarios de ${companyName ?? 'tu empresa'}. Los planes y sus módulos los administra el operador de la plataforma.`}
        </p>
      </header>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label="Secciones del panel de administración">
          {ADMIN_TABS.filter((t) => t.value !== 'empresas' || isSuperAdmin(viewer)).map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="roles">
          <RolesTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="planes">
          <PlansTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="modulos">
          <PlanModulesTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="permisos">
          <UserPermissionsTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="accesos">
          <EffectiveAccessTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="historial">
          <AuditTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="cuentas">
          <AccountsTab viewer={viewer} />
        </TabsContent>
        <TabsContent value="adjuntos">
          <AttachmentsUsageTab viewer={viewer} />
        </TabsContent>
        {isSuperAdmin(viewer) && (
          <TabsContent value="empresas">
            <CompaniesTab viewer={viewer} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
