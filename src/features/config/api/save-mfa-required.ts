import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { describeConfigError } from '../lib/config-error';
import { configKeys } from './keys';

/** The platform setting of docs/design.md §10 (docs/accounts.md): 'true' or 'false' (a CHECK keeps it so). */
export const MFA_REQUIRED_KEY = 'mfa_requerido_super_admin';

export const MFA_SETTING_MESSAGES = {
  on: 'Ahora los Super Administradores deben ingresar con su código de verificación para cambiar roles, planes, módulos o la configuración.',
  off: 'La verificación en dos pasos ya no es obligatoria para los Super Administradores.',
  saveError: 'Error al guardar la configuración',
} as const;

/** Upserts app_config's setting; the policies demand aal2 for it once it is on (and to turn it off). */
export async function saveMfaRequired(required: boolean): Promise<boolean> {
  unwrap(
    await supabase.from('app_config').upsert({ key: MFA_REQUIRED_KEY, value: String(required) }, { onConflict: 'key' }),
  );
  return required;
}

/** The session's assurance level (auth-js reads it from the access token, no request). */
export async function getSessionAal(): Promise<string | null> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.currentLevel;
}

export function useSaveMfaRequired(options: MutationConfig<typeof saveMfaRequired> = {}) {
  return useApiMutation(
    {
      mutationFn: saveMfaRequired,
      invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: configKeys.appConfig() }),
      notifySuccess: (required) => toast.success(required ? MFA_SETTING_MESSAGES.on : MFA_SETTING_MESSAGES.off),
      notifyError: (error) => toast.error(MFA_SETTING_MESSAGES.saveError, { description: describeConfigError(error) }),
    },
    options,
  );
}
