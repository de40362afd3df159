import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));
const ObjectivesPage = lazy(() => import('./components/objectives-page'));
const ObjectivePage = lazy(() => import('./components/objective-page'));
const MapPage = lazy(() => import('./components/map-page'));
const PerspectivesPage = lazy(() => import('./components/perspectives-page'));
const KpisPage = lazy(() => import('./components/kpis-page'));
const InitiativesPage = lazy(() => import('./components/initiatives-page'));
const ReviewsPage = lazy(() => import('./components/reviews-page'));
const ReviewPage = lazy(() => import('./components/review-page'));

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
