import { useHasModule } from '@/kit';
import type { SourceModule } from './kpi-sources';

/** Which source modules the user has (a live KPI over a module she lacks is offered to nobody, and shows no value). */
export function useSourceAccess(): Record<SourceModule, boolean> {
  return {
    ops: useHasModule('ops'),
    finance: useHasModule('finance'),
    crm: useHasModule('crm'),
    people: useHasModule('people'),
    projects: useHasModule('projects'),
  };
}
