import { EmptyState } from '@/kit';

/** The module's overview (its figures arrive with the catalogue and certifications). */
export default function OverviewPage() {
  return <EmptyState title="Axel Skills">Aún no hay competencias ni certificaciones registradas.</EmptyState>;
}
