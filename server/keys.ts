import { signJwt } from './jwt.ts';

/** The far-future expiry Supabase's local stack puts in its anon and service-role keys. */
const KEY_EXP = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * The anon and service-role API keys: JWTs signed with the project's secret, with the same
 * claims as `supabase start` prints. Deterministic for a given secret (HS256).
 */
export async function makeApiKeys(jwtSecret: string): Promise<ApiKeys> {
  const sign = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: KEY_EXP }, jwtSecret);
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}
