import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));

/** Axel Skills at /axel-skills/*: the screens of its manifest, each loaded when first opened. */
export function Workspace() {
  return <ModuleWorkspace manifest={manifest} screens={{ '': <OverviewPage /> }} />;
}
