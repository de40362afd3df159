import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
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

/**
 * Stores a lead. anon may insert but never read, so no `.select()` after the insert (return=minimal).
 * Optional fields left empty are stored as null.
 */
export async function createContactRequest(request: ContactRequest): Promise<void> {
  const { error } = await supabase.from('solicitudes_contacto').insert({
    nombre: request.nombre,
    empresa: request.empresa,
    correo: request.correo,
    telefono: request.telefono || null,
    mensaje: request.mensaje,
    modulo_interes: request.modulo || null,
    plan_interes: request.plan || null,
  });
  if (error) throw new ContactRequestError(error.message, error.code);
}

export function useCreateContactRequest({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: createContactRequest,
    onSuccess: () => onSuccess?.(),
    onError: () => {
      toast.error('No se pudo enviar tu mensaje');
    },
  });
}
