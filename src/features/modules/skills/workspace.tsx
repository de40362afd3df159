import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const OverviewPage = lazyScreen(screens[''], (m) => m.default);
const MatrixPage = lazyScreen(screens.matriz, (m) => m.default);
const MinePage = lazyScreen(screens['mis-competencias'], (m) => m.default);
const SkillsPage = lazyScreen(screens.competencias, (m) => m.default);
const CertificationsPage = lazyScreen(screens.certificaciones, (m) => m.default);
const PersonPage = lazyScreen(screens['personas/:id'], (m) => m.default);
const CoursesPage = lazyScreen(screens.cursos, (m) => m.default);
const CoursePage = lazyScreen(screens['cursos/:id'], (m) => m.default);
const MyCoursesPage = lazyScreen(screens['mis-cursos'], (m) => m.default);
const TrainingPlanPage = lazyScreen(screens.plan, (m) => m.default);

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
