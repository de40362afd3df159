import { lazy } from 'react';
import { ModuleWorkspace } from '@/kit';
import { manifest } from './manifest';

const OverviewPage = lazy(() => import('./components/overview-page'));
const MatrixPage = lazy(() => import('./components/matrix-page'));
const MinePage = lazy(() => import('./components/mine-page'));
const SkillsPage = lazy(() => import('./components/skills-page'));
const CertificationsPage = lazy(() => import('./components/certifications-page'));
const PersonPage = lazy(() => import('./components/person-page'));
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
        matriz: <MatrixPage />,
        'mis-competencias': <MinePage />,
        competencias: <SkillsPage />,
        certificaciones: <CertificationsPage />,
        'personas/:id': <PersonPage />,
        cursos: <CoursesPage />,
        'cursos/:id': <CoursePage />,
        'mis-cursos': <MyCoursesPage />,
        plan: <TrainingPlanPage />,
      }}
    />
  );
}
