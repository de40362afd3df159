import type { QueryClient } from '@tanstack/react-query';
import { todayInChile } from '@/lib/dates';

/**
 * What People's overview reads first (the directory, the leave requests, today's marks), asked for
 * while the module's code loads (the module route's loader, src/app/modules.ts), so that they go out
 * with the session's and access reads (issue 33: under a slow CPU the overview's code ran after the
 * access answer, its reads left after it, and an empty one asked for the user's modules again).
 * Imported here only when the overview opens: the other People screens do not download them (on a
 * full page load the build's module preloads have fetched them with the overview's chunk).
 */
export function preload(section: string, queryClient: QueryClient): void {
  if (section !== '') return;
  void import('./api/get-directory').then(({ directoryQuery }) => queryClient.prefetchQuery(directoryQuery()));
  void import('./api/get-requests').then(({ requestsQuery }) => queryClient.prefetchQuery(requestsQuery()));
  void import('./api/get-marks').then(({ marksQuery }) => queryClient.prefetchQuery(marksQuery(todayInChile())));
}
