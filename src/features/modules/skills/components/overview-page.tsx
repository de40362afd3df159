import { EmptyState, OverviewGrid } from '@/kit';
import { TrainingHoursCard } from './courses-overview-card';

/** The module's overview (its figures arrive with the catalogue and certifications). */
export default function OverviewPage() {
  return (
    <div className="flex flex-col gap-4">
      <OverviewGrid>
        <TrainingHoursCard />
      </OverviewGrid>
      <EmptyState title="Axel Skills">Aún no hay competencias ni certificaciones registradas.</EmptyState>
    </div>
  );
}
