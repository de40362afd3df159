import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import type { ContactRequest } from '../lib/contact-schema';

/**
 * Stores a lead. anon may insert but never read, so no `.select()` after the insert (return=minimal).
 * Optional fields left empty are stored as null.
 */
export async function createContactRequest(request: ContactRequest): Promise<void> {
  const result = await supabase.from('solicitudes_contacto').insert({
    nombre: request.nombre,
    empresa: request.empresa,
    correo: request.correo,
    telefono: request.telefono || null,
    mensaje: request.mensaje,
    modulo_interes: request.modulo || null,
    plan_interes: request.plan || null,
  });
  unwrap(result);
}

export function useCreateContactRequest(options: MutationConfig<typeof createContactRequest> = {}) {
  return useApiMutation(
    { mutationFn: createContactRequest, notifyError: () => toast.error('No se pudo enviar tu mensaje') },
    options,
  );
}
