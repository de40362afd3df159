import { ModuleWorkspace } from '@/kit';
import { AgeingPage } from './components/ageing-page';
import { CashFlowPage } from './components/cash-flow';
import { CategoriesPage } from './components/categories-page';
import { DocumentDetail } from './components/document-detail';
import { DocumentsPage } from './components/documents-page';
import { ImportPage } from './components/import-page';
import { ProductsPage } from './components/products-page';
import { IssuerPage } from './components/issuer-page';
import { FinanceOverview } from './components/overview-page';
import { PaymentsPage } from './components/payments-page';
import { manifest } from './manifest';

/** Axel Finance at /axel-finance/*: the screens of its manifest's sections and routes. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <FinanceOverview />,
        documentos: <DocumentsPage />,
        'documentos/:id': <DocumentDetail />,
        pagos: <PaymentsPage />,
        cuentas: <AgeingPage />,
        flujo: <CashFlowPage />,
        categorias: <CategoriesPage />,
        productos: <ProductsPage />,
        importar: <ImportPage />,
        emisor: <IssuerPage />,
      }}
    />
  );
}
