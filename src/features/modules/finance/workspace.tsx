import { Route, Routes } from 'react-router-dom';
import { EmptyState, ModuleShell } from '@/kit';
import { AgeingPage } from './components/ageing-page';
import { CashFlowPage } from './components/cash-flow';
import { CategoriesPage } from './components/categories-page';
import { DocumentDetail } from './components/document-detail';
import { DocumentsPage } from './components/documents-page';
import { FinanceOverview } from './components/overview-page';
import { PaymentsPage } from './components/payments-page';

const NAV = [
  { to: '', label: 'Resumen' },
  { to: 'documentos', label: 'Documentos' },
  { to: 'pagos', label: 'Pagos' },
  { to: 'cuentas', label: 'Cobrar y pagar' },
  { to: 'flujo', label: 'Flujo de caja' },
  { to: 'categorias', label: 'Categorías' },
];

/** Axel Finance: documents, payments, receivables and payables, cash flow, categories (issue 17). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="finance" nav={NAV}>
      <Routes>
        <Route index element={<FinanceOverview />} />
        <Route path="documentos" element={<DocumentsPage />} />
        <Route path="documentos/:id" element={<DocumentDetail />} />
        <Route path="pagos" element={<PaymentsPage />} />
        <Route path="cuentas" element={<AgeingPage />} />
        <Route path="flujo" element={<CashFlowPage />} />
        <Route path="categorias" element={<CategoriesPage />} />
        <Route path="*" element={<EmptyState title="Esta sección no existe" />} />
      </Routes>
    </ModuleShell>
  );
}
