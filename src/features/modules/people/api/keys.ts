import type { QueryClient } from '@tanstack/react-query';

/** Axel People's query keys, broad to narrow (docs/naming.md: English segments). */
export const peopleKeys = {
  all: ['people'] as const,
  directory: () => [...peopleKeys.all, 'directory'] as const,
  records: () => [...peopleKeys.all, 'records'] as const,
  employee: (id: string) => [...peopleKeys.all, 'employee', id] as const,
  me: (userId: string | undefined) => [...peopleKeys.all, 'me', userId ?? ''] as const,
  balances: () => [...peopleKeys.all, 'balances'] as const,
  requests: () => [...peopleKeys.all, 'requests'] as const,
  marks: (day: string) => [...peopleKeys.all, 'marks', day] as const,
  myMarks: (employeeId: string) => [...peopleKeys.all, 'my-marks', employeeId] as const,
  holidays: () => [...peopleKeys.all, 'holidays'] as const,
  accounts: (employeeId: string | null) => [...peopleKeys.all, 'accounts', employeeId ?? ''] as const,
  workingDays: (from: string, to: string) => [...peopleKeys.all, 'working-days', from, to] as const,
  viewer: () => [...peopleKeys.all, 'viewer'] as const,
};

/** After a write: every People read may have changed (directory, balances, requests, marks). */
export const invalidatePeople = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: peopleKeys.all });
