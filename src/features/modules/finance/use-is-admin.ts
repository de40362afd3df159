import { useViewerQuery } from '../people/api/people';

/**
 * Whether the signed-in user is the company's admin_empresa (only they annul documents, delete
 * payments and manage categories). The database enforces it; this only decides which buttons show.
 * The viewer's role query is People's (one copy).
 */
export function useIsCompanyAdmin(): boolean {
  return useViewerQuery().data?.rol === 'admin_empresa';
}
