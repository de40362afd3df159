import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));
const EmployeesPage = lazy(() => import('./components/employees-page'));
const EmployeePage = lazy(() => import('./components/employee-page'));
const RequestsPage = lazy(() => import('./components/requests-page'));
const AttendancePage = lazy(() => import('./components/attendance-page'));
const OrgChartPage = lazy(() => import('./components/org-chart-page'));

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
