import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the page origin and the local anon key when the variables are empty', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '  ' }, 'http://localhost:54321')).toEqual({
      ok: true,
      env: { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: LOCAL_ANON_KEY },
    });
  });

  it('accepts a hosted project', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'a.b.c' });
    expect(result).toEqual({ ok: true, env: { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'a.b.c' } });
  });

  it('names the malformed variables', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'not a jwt' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.variable)).toEqual(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']);
  });
});
