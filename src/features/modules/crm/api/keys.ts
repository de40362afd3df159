import type { QueryClient } from '@tanstack/react-query';
import { partiesKeys } from '@/lib/parties/keys';
import type { OpportunityListQuery } from '../lib/opportunity-list-spec';

/** Axel CRM's query keys, broad to narrow (docs/naming.md: English segments). Accounts are lib/parties'. */
export const crmKeys = {
  all: ['crm'] as const,
  opportunities: () => [...crmKeys.all, 'opportunities'] as const,
  // Not under opportunities(): the board's optimistic stage change rewrites that key's array.
  opportunityList: (query: OpportunityListQuery) => [...crmKeys.all, 'opportunity-list', query] as const,
  opportunityTotals: (query: OpportunityListQuery) => [...crmKeys.all, 'opportunity-list', 'totals', query] as const,
  opportunity: (id: string) => [...crmKeys.all, 'opportunity', id] as const,
  activities: () => [...crmKeys.all, 'activities'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  leads: () => [...crmKeys.all, 'leads'] as const,
  owners: () => [...crmKeys.all, 'owners'] as const,
  summary: () => [...crmKeys.all, 'summary'] as const,
};

/** After a write: every CRM read may have changed, and the accounts it names (a conversion creates one). */
export const invalidateCrm = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: crmKeys.all }),
    queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
  ]);
