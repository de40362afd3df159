/**
 * The paperclip of a list (docs/storage.md): how many files each record of the page has, asked
 * once per page (`adjuntos_conteo`, at most 1,000 ids), never per row. A record without files
 * shows nothing; a failed count shows nothing either (the list itself matters more).
 */
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import type { AttachmentTable } from '@/lib/attachment-tables';
import { countAttachments } from '@/lib/attachment-counts';

/** A list's page (src/kit's keyset lists load 100 rows at a time). */
export const COUNT_PAGE_SIZE = 100;
/** The most ids adjuntos_conteo takes at once. */
const COUNT_MAX_IDS = 1000;

/**
 * Counts for a list's rows, one request per page. A server-paged list passes its rows' ids in the
 * list's order: pages of `COUNT_PAGE_SIZE`, so a page loaded by scrolling asks only for its own ids
 * and the pages above keep theirs. A list loaded whole (`whole`) passes all its ids: they are
 * sorted and asked 1,000 at a time, so sorting or filtering the list on screen asks nothing again.
 */
export function useAttachmentCounts(
  table: AttachmentTable,
  ids: readonly string[],
  { whole = false }: { whole?: boolean } = {},
): Record<string, number> {
  const size = whole ? COUNT_MAX_IDS : COUNT_PAGE_SIZE;
  const ordered = whole ? [...ids].sort() : ids;
  const pages: string[][] = [];
  for (let i = 0; i < ordered.length; i += size) pages.push(ordered.slice(i, i + size));
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: ['attachments', 'count', table, page],
      queryFn: () => countAttachments(table, page),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    })),
    combine: (results) => Object.assign({}, ...results.map((r) => r.data ?? {})) as Record<string, number>,
  });
}

/** A paperclip with the number of files, or nothing when there are none. */
export function AttachmentCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      className="inline-flex items-center gap-0.5 text-xs text-muted-foreground tabular-nums"
      title={count === 1 ? '1 adjunto' : `${count} adjuntos`}
      aria-label={count === 1 ? '1 adjunto' : `${count} adjuntos`}
    >
      <Paperclip aria-hidden="true" className="size-3.5" />
      {count}
    </span>
  );
}
