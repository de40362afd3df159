import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { showingCount, type ListCount } from '../api/list-count';

/** How a list names its rows: 'usuario', 'usuarios', and with its article, 'los usuarios'. */
export interface ListNoun {
  one: string;
  many: string;
  theMany: string;
}

/**
 * What a list says about its size, from its count query: 'Contando usuarios...', then 'Mostrando
 * 1.234 usuarios' (or 'más de N' when the server stopped counting), or that the count failed with
 * 'Reintentar' (the rows stay usable either way). The text only; the caller's status line holds it.
 */
export function ListCountStatus({ count, noun }: { count: UseQueryResult<ListCount>; noun: ListNoun }) {
  if (count.isSuccess) return showingCount(count.data, noun.one, noun.many);
  if (count.isError) {
    return (
      <>
        No se pudo contar {noun.theMany}.
        <Button
          variant="link"
          size="sm"
          className="h-auto px-1"
          onClick={() => void count.refetch()}
          disabled={count.isFetching}
        >
          Reintentar
        </Button>
      </>
    );
  }
  return `Contando ${noun.many}...`;
}
