import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const OverviewPage = lazyScreen(screens[''], (m) => m.default);
const EmployeesPage = lazyScreen(screens.colaboradores, (m) => m.default);
const EmployeePage = lazyScreen(screens['colaboradores/nuevo'], (m) => m.default);
const RequestsPage = lazyScreen(screens.solicitudes, (m) => m.default);
const AttendancePage = lazyScreen(screens.asistencia, (m) => m.default);
const OrgChartPage = lazyScreen(screens.organigrama, (m) => m.default);

/** Axel People at /axel-people/*: the screens of its manifest, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OverviewPage />,
        colaboradores: <EmployeesPage />,
        'colaboradores/nuevo': <EmployeePage />,
        'colaboradores/:id': <EmployeePage />,
        solicitudes: <RequestsPage />,
        asistencia: <AttendancePage />,
        organigrama: <OrgChartPage />,
      }}
    />
  );
}
