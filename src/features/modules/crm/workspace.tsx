import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const OverviewPage = lazyScreen(screens[''], (m) => m.default);
const OpportunitiesPage = lazyScreen(screens.oportunidades, (m) => m.default);
const OpportunityPage = lazyScreen(screens['oportunidades/:id'], (m) => m.default);
const BoardPage = lazyScreen(screens.embudo, (m) => m.default);
const ActivitiesPage = lazyScreen(screens.pendientes, (m) => m.default);
const AccountsPage = lazyScreen(screens.cuentas, (m) => m.default);
const AccountPage = lazyScreen(screens['cuentas/:id'], (m) => m.default);
const LeadsPage = lazyScreen(screens.leads, (m) => m.default);

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
