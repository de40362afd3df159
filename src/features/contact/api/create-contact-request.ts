import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ContactRequest } from '../lib/contact-schema';

export class ContactRequestError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ContactRequestError';
    this.code = code;
  }
}

/** Stores a lead. anon may insert but never read, so no `.select()` after the insert (return=minimal). */
export interface ContactRequestVariables extends ContactRequest {
  /** Context from the page the visitor came from (`/contacto?modulo=crm&plan=pro`). */
  moduloInteres?: string | null;
  planInteres?: string | null;
}

export async function createContactRequest(request: ContactRequestVariables): Promise<void> {
  const { error } = await supabase.from('solicitudes_contacto').insert({
    nombre: request.nombre,
    empresa: request.empresa,
    correo: request.correo,
    mensaje: request.mensaje,
    modulo_interes: request.moduloInteres ?? null,
    plan_interes: request.planInteres ?? null,
  });
  if (error) throw new ContactRequestError(error.message, error.code);
}

export function useCreateContactRequest({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: createContactRequest,
    onSuccess: () => onSuccess?.(),
  });
}
