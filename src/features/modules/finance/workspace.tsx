import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const FinanceOverview = lazyScreen(screens[''], (m) => m.FinanceOverview);
const DocumentsPage = lazyScreen(screens.documentos, (m) => m.DocumentsPage);
const DocumentDetail = lazyScreen(screens['documentos/:id'], (m) => m.DocumentDetail);
const PaymentsPage = lazyScreen(screens.pagos, (m) => m.PaymentsPage);
const AgeingPage = lazyScreen(screens.cuentas, (m) => m.AgeingPage);
const CashFlowPage = lazyScreen(screens.flujo, (m) => m.CashFlowPage);
const CategoriesPage = lazyScreen(screens.categorias, (m) => m.CategoriesPage);
const ProductsPage = lazyScreen(screens.productos, (m) => m.ProductsPage);
const ImportPage = lazyScreen(screens.importar, (m) => m.ImportPage);
const IssuerPage = lazyScreen(screens.emisor, (m) => m.IssuerPage);

/** Axel Finance at /axel-finance/*: the screens of its manifest's sections and routes, each loaded when first opened. */
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
