import type { QueryClient } from '@tanstack/react-query';
import type { DocumentListQuery } from '../lib/document-list-spec';
import type { Direction } from '../lib/labels';
import type { PaymentListQuery } from '../lib/payment-list-spec';

/** Axel Finance's query keys, broad to narrow (docs/naming.md: English segments). */
export const financeKeys = {
  all: ['finance'] as const,
  documents: () => [...financeKeys.all, 'documents'] as const,
  documentList: (query: DocumentListQuery) => [...financeKeys.documents(), 'list', query] as const,
  documentTotals: (query: DocumentListQuery) => [...financeKeys.documents(), 'totals', query] as const,
  partyDocuments: (partyId: string, direction: Direction, states: readonly string[]) =>
    [...financeKeys.documents(), 'party', partyId, direction, states] as const,
  document: (id: string) => [...financeKeys.documents(), 'detail', id] as const,
  documentLines: (id: string) => [...financeKeys.documents(), 'lines', id] as const,
  products: (activeOnly: boolean) => [...financeKeys.all, 'products', activeOnly] as const,
  issuer: () => [...financeKeys.all, 'issuer'] as const,
  paymentList: (query: PaymentListQuery) => [...financeKeys.all, 'payments', 'list', query] as const,
  categories: () => [...financeKeys.all, 'categories'] as const,
  ageing: (direction: Direction) => [...financeKeys.all, 'ageing', direction] as const,
  cashFlow: (monthsBack: number, monthsAhead: number) =>
    [...financeKeys.all, 'cash-flow', monthsBack, monthsAhead] as const,
  summary: () => [...financeKeys.all, 'summary'] as const,
};

/** After a write: every Finance read may have changed (documents, balances, ageing, figures). */
export const invalidateFinance = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: financeKeys.all });
