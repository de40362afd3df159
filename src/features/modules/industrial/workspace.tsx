import { ModuleWorkspace } from '@/kit';
import { AssetPage, PartPage } from './components/asset-page';
import { AssetsPage } from './components/assets-page';
import { IndustrialOverview } from './components/overview-page';
import { PartsPage } from './components/parts-page';
import { PlansPage } from './components/plans-page';
import { manifest } from './manifest';

/** Axel Industrial at /axel-industrial/*: the screens of its manifest's sections. */
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
