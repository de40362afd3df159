import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const IndustrialOverview = lazyScreen(screens[''], (m) => m.IndustrialOverview);
const AssetsPage = lazyScreen(screens.activos, (m) => m.AssetsPage);
const AssetPage = lazyScreen(screens['activos/:id'], (m) => m.AssetPage);
const PartsPage = lazyScreen(screens.repuestos, (m) => m.PartsPage);
const PartPage = lazyScreen(screens['repuestos/:id'], (m) => m.PartPage);
const PlansPage = lazyScreen(screens.planes, (m) => m.PlansPage);

/** Axel Industrial at /axel-industrial/*: the screens of its manifest's sections, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <IndustrialOverview />,
        activos: <AssetsPage />,
        'activos/:id': <AssetPage />,
        repuestos: <PartsPage />,
        'repuestos/:id': <PartPage />,
        planes: <PlansPage />,
      }}
    />
  );
}
