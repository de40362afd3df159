import { createClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import type { Database } from './database.types';

const env = getEnv();

/**
 * The one supabase-js client. Only `features/auth` and `features/<f>/api` import it.
 * detectSessionInUrl lets auth-js pick up recovery links (/reset-password#access_token=...&type=recovery).
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
});

export type SupabaseClient = typeof supabase;
