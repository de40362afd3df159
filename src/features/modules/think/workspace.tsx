import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const OverviewPage = lazyScreen(screens[''], (m) => m.default);
const ObjectivesPage = lazyScreen(screens.objetivos, (m) => m.default);
const ObjectivePage = lazyScreen(screens['objetivos/:id'], (m) => m.default);
const MapPage = lazyScreen(screens.mapa, (m) => m.default);
const PerspectivesPage = lazyScreen(screens.perspectivas, (m) => m.default);
const KpisPage = lazyScreen(screens.indicadores, (m) => m.default);
const InitiativesPage = lazyScreen(screens.iniciativas, (m) => m.default);
const ReviewsPage = lazyScreen(screens.revisiones, (m) => m.default);
const ReviewPage = lazyScreen(screens['revisiones/:id'], (m) => m.default);

/** Axel Think at /axel-think/*: the screens of its manifest, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OverviewPage />,
        objetivos: <ObjectivesPage />,
        'objetivos/:id': <ObjectivePage />,
        mapa: <MapPage />,
        indicadores: <KpisPage />,
        iniciativas: <InitiativesPage />,
        revisiones: <ReviewsPage />,
        'revisiones/:id': <ReviewPage />,
        perspectivas: <PerspectivesPage />,
      }}
    />
  );
}
