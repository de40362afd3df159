import { ApiError, unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { invalidateFinance } from './keys';
import type { LineInput } from './types';

/** A document's header as its form writes it; the amounts are its lines' (derived by Postgres). */
export type DocumentHeader = Pick<
  Database['public']['Tables']['fin_documentos']['Insert'],
  | 'direccion'
  | 'tipo'
  | 'folio'
  | 'tercero_id'
  | 'categoria_id'
  | 'documento_referencia_id'
  | 'descripcion'
  | 'fecha_emision'
  | 'fecha_vencimiento'
>;

export interface SaveDocumentInput {
  /** The draft being edited; none for a new document. */
  id?: string;
  header: DocumentHeader;
  lines: LineInput[];
  /** Issue it after saving ('Emitir'; a supplier's document is recorded issued). */
  issue: boolean;
}

export interface SavedDocument {
  id: string;
  folio: number | null;
  tipo: string;
  estado: string;
  /** Saved as a draft, but Postgres refused to issue it (its message says why): nothing typed is lost. */
  issueError: ApiError | null;
}

const SAVED = 'id, folio, tipo, estado';

/**
 * A new document's lines refused by Postgres after its draft was created: the draft exists (its id
 * here), so the form saves again onto it instead of creating a second one.
 */
export class DraftLinesError extends ApiError {
  constructor(
    readonly draftId: string,
    refused: ApiError,
  ) {
    super(refused.message, {
      code: refused.code,
      status: refused.status,
      details: refused.details,
      hint: refused.hint,
      cause: refused,
    });
  }
}

/**
 * Saves a document as a draft (its header, then its lines in one call of public.fin_guardar_lineas,
 * which derives neto, exento, IVA and total), then issues it when asked: Postgres gives the folio and
 * checks every rule of issuing (lines, the party's RUT, a note's reference and cap). A refused issue
 * leaves the saved draft and is returned, not thrown, so the screen opens the draft with the reason.
 */
export async function saveDocument({ id, header, lines, issue }: SaveDocumentInput): Promise<SavedDocument> {
  const draft = id
    ? unwrap(
        await supabase
          .from('fin_documentos')
          .update({ ...header, direccion: undefined })
          .eq('id', id)
          .select(SAVED)
          .single(),
      )
    : unwrap(
        await supabase
          .from('fin_documentos')
          .insert({ ...header, estado: 'borrador' })
          .select(SAVED)
          .single(),
      );
  try {
    unwrap(await supabase.rpc('fin_guardar_lineas', { p_documento: draft.id, p_lineas: lines as never }));
  } catch (error) {
    throw !id && error instanceof ApiError ? new DraftLinesError(draft.id, error) : error;
  }
  if (!issue) return { ...draft, issueError: null };
  try {
    const issued = unwrap(
      await supabase.from('fin_documentos').update({ estado: 'emitida' }).eq('id', draft.id).select(SAVED).single(),
    );
    return { ...issued, issueError: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...draft, issueError: error };
  }
}

export function useSaveDocument(options: MutationConfig<typeof saveDocument> = {}) {
  return useApiMutation(
    {
      mutationFn: saveDocument,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo guardar el documento'),
    },
    options,
  );
}
