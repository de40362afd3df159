import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState, ModuleShell, type ModuleNavItem } from '@/kit';
import { CRM_ROOT } from './lib/paths';

const OverviewPage = lazy(() => import('./components/overview-page'));
const OpportunitiesPage = lazy(() => import('./components/opportunities-page'));
const OpportunityPage = lazy(() => import('./components/opportunity-page'));
const BoardPage = lazy(() => import('./components/board-page'));
const ActivitiesPage = lazy(() => import('./components/activities-page'));
const AccountsPage = lazy(() => import('./components/accounts-page'));
const AccountPage = lazy(() => import('./components/account-page'));
const LeadsPage = lazy(() => import('./components/leads-page'));

const NAV: readonly ModuleNavItem[] = [
  { to: '', label: 'Resumen' },
  { to: 'oportunidades', label: 'Oportunidades' },
  { to: 'embudo', label: 'Embudo' },
  { to: 'pendientes', label: 'Mis pendientes' },
  { to: 'cuentas', label: 'Cuentas' },
  { to: 'leads', label: 'Leads' },
];

/** Axel CRM at /axel-crm/*: its sections, each with its own URL (issue 17, docs/modules.md). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="crm" nav={NAV}>
      <Suspense fallback={<LoadingState label="Cargando..." />}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="oportunidades" element={<OpportunitiesPage />} />
          <Route path="oportunidades/:id" element={<OpportunityPage />} />
          <Route path="embudo" element={<BoardPage />} />
          <Route path="pendientes" element={<ActivitiesPage />} />
          <Route path="cuentas" element={<AccountsPage />} />
          <Route path="cuentas/:id" element={<AccountPage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="*" element={<Navigate to={CRM_ROOT} replace />} />
        </Routes>
      </Suspense>
    </ModuleShell>
  );
}
