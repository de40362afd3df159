import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));
const OpportunitiesPage = lazy(() => import('./components/opportunities-page'));
const OpportunityPage = lazy(() => import('./components/opportunity-page'));
const BoardPage = lazy(() => import('./components/board-page'));
const ActivitiesPage = lazy(() => import('./components/activities-page'));
const AccountsPage = lazy(() => import('./components/accounts-page'));
const AccountPage = lazy(() => import('./components/account-page'));
const LeadsPage = lazy(() => import('./components/leads-page'));

/** Axel CRM at /axel-crm/*: the screens of its manifest, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OverviewPage />,
        oportunidades: <OpportunitiesPage />,
        'oportunidades/:id': <OpportunityPage />,
        embudo: <BoardPage />,
        pendientes: <ActivitiesPage />,
        cuentas: <AccountsPage />,
        'cuentas/:id': <AccountPage />,
        leads: <LeadsPage />,
      }}
    />
  );
}
