import { FigureCard } from '@/kit';
import { useTrainingHours } from '../api/get-courses';
import { formatHours } from '../lib/course-labels';

/** The overview's 'Horas de capacitación' card: this year's certified course hours (people the viewer sees). */
export function TrainingHoursCard() {
  const year = new Date().getFullYear();
  const hours = useTrainingHours(year);
  return (
    <FigureCard
      label="Horas de capacitación"
      value={hours.isError ? 'Sin datos' : hours.data ? formatHours(hours.data.horas) : '...'}
      hint={
        hours.data ? `${year}: ${hours.data.certificados} certificados, ${hours.data.personas} personas` : undefined
      }
    />
  );
}
