import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));
const CoursesPage = lazy(() => import('./components/courses-page'));
const CoursePage = lazy(() => import('./components/course-page'));
const MyCoursesPage = lazy(() => import('./components/courses-mine-page'));
const TrainingPlanPage = lazy(() => import('./components/courses-plan-page'));

/** Axel Skills at /axel-skills/*: the screens of its manifest, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OverviewPage />,
        cursos: <CoursesPage />,
        'cursos/:id': <CoursePage />,
        'mis-cursos': <MyCoursesPage />,
        plan: <TrainingPlanPage />,
      }}
    />
  );
}
