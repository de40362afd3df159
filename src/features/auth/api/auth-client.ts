/**
 * Everything the AuthProvider needs from supabase-js, loaded on demand (lib/load-auth-client.ts) so that
 * the sign-in screen paints without waiting for supabase-js.
 */
import { supabase } from '@/lib/supabase';
import { watchPasswordRecovery } from '../lib/password-recovery';

watchPasswordRecovery(supabase);

export { supabase };
export { getUserProfile } from './get-user-profile';
