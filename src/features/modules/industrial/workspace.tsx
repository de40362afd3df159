import { Route, Routes } from 'react-router-dom';
import { EmptyState, ModuleShell } from '@/kit';
import { AssetsPage } from './components/assets-page';
import { IndustrialOverview } from './components/overview-page';
import { PartsPage } from './components/parts-page';
import { PlansPage } from './components/plans-page';

const NAV = [
  { to: '', label: 'Resumen' },
  { to: 'activos', label: 'Activos' },
  { to: 'repuestos', label: 'Repuestos' },
  { to: 'planes', label: 'Planes preventivos' },
];

/** Axel Industrial: assets, spare parts and their stock, preventive plans (issue 13). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="industrial" nav={NAV}>
      <Routes>
        <Route index element={<IndustrialOverview />} />
        <Route path="activos" element={<AssetsPage />} />
        <Route path="repuestos" element={<PartsPage />} />
        <Route path="planes" element={<PlansPage />} />
        <Route path="*" element={<EmptyState title="Esta sección no existe" />} />
      </Routes>
    </ModuleShell>
  );
}
