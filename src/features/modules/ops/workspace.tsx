import { Route, Routes } from 'react-router-dom';
import { EmptyState, ModuleShell } from '@/kit';
import { BoardPage } from './components/board-page';
import { OrderDetail } from './components/order-detail';
import { OrdersPage } from './components/orders-page';
import { OpsOverview } from './components/overview-page';

const NAV = [
  { to: '', label: 'Resumen' },
  { to: 'ordenes', label: 'Órdenes' },
  { to: 'tablero', label: 'Tablero' },
  { to: 'mis-ordenes', label: 'Mis órdenes' },
];

/** Axel Ops: work orders, their board, 'Mis órdenes' and the overview (issue 13). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="ops" nav={NAV}>
      <Routes>
        <Route index element={<OpsOverview />} />
        <Route path="ordenes" element={<OrdersPage />} />
        <Route path="ordenes/:id" element={<OrderDetail />} />
        <Route path="tablero" element={<BoardPage />} />
        <Route path="mis-ordenes" element={<OrdersPage mine />} />
        <Route path="*" element={<EmptyState title="Esta sección no existe" />} />
      </Routes>
    </ModuleShell>
  );
}
