import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState, ModuleShell, type ModuleNavItem } from '@/kit';
import { PEOPLE_ROOT } from './lib/paths';

const OverviewPage = lazy(() => import('./components/overview-page'));
const EmployeesPage = lazy(() => import('./components/employees-page'));
const EmployeePage = lazy(() => import('./components/employee-page'));
const RequestsPage = lazy(() => import('./components/requests-page'));
const AttendancePage = lazy(() => import('./components/attendance-page'));
const OrgChartPage = lazy(() => import('./components/org-chart-page'));

const NAV: readonly ModuleNavItem[] = [
  { to: '', label: 'Resumen' },
  { to: 'colaboradores', label: 'Colaboradores' },
  { to: 'solicitudes', label: 'Solicitudes' },
  { to: 'asistencia', label: 'Asistencia' },
  { to: 'organigrama', label: 'Organigrama' },
];

/** Axel People at /axel-people/*: its sections, each with its own URL (docs/modules.md). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="people" nav={NAV}>
      <Suspense fallback={<LoadingState label="Cargando..." />}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="colaboradores" element={<EmployeesPage />} />
          <Route path="colaboradores/nuevo" element={<EmployeePage />} />
          <Route path="colaboradores/:id" element={<EmployeePage />} />
          <Route path="solicitudes" element={<RequestsPage />} />
          <Route path="asistencia" element={<AttendancePage />} />
          <Route path="organigrama" element={<OrgChartPage />} />
          <Route path="*" element={<Navigate to={PEOPLE_ROOT} replace />} />
        </Routes>
      </Suspense>
    </ModuleShell>
  );
}
