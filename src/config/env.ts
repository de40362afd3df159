/** The public anon key of the local server (server/keys.ts with its default JWT secret). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// Checked by hand, not with zod: this runs in the entry chunk of every page, where zod would cost
// about a tenth of the first-paint budget (docs/design.md §8).
const CHECKS = {
  VITE_SUPABASE_URL: {
    ok: (value: string) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    message: 'debe ser una URL http(s) completa, p. ej. https://xyz.supabase.co',
  },
  VITE_SUPABASE_ANON_KEY: {
    ok: (value: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value),
    message: 'debe ser la clave pública "anon" del proyecto (un JWT de tres partes separadas por puntos)',
  },
} as const;

/** Empty or blank values mean "not set". */
function readVariable(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface EnvIssue {
  variable: string;
  message: string;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; issues: EnvIssue[] };

/** Validates the build-time variables. Empty values fall back to the embedded local server. */
export function parseEnv(source: Record<string, unknown>, origin = window.location.origin): EnvResult {
  const url = readVariable(source, 'VITE_SUPABASE_URL');
  const anonKey = readVariable(source, 'VITE_SUPABASE_ANON_KEY');
  const issues: EnvIssue[] = [];
  for (const [variable, value] of [
    ['VITE_SUPABASE_URL', url],
    ['VITE_SUPABASE_ANON_KEY', anonKey],
  ] as const) {
    if (value !== undefined && !CHECKS[variable].ok(value))
      issues.push({ variable, message: CHECKS[variable].message });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    env: {
      supabaseUrl: (url ?? origin).replace(/\/+$/, ''),
      supabaseAnonKey: anonKey ?? LOCAL_ANON_KEY,
    },
  };
}

export class EnvError extends Error {
  readonly issues: EnvIssue[];
  constructor(issues: EnvIssue[]) {
    super(`Configuración inválida: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`);
    this.name = 'EnvError';
    this.issues = issues;
  }
}

let cached: Env | undefined;

/** The validated environment; main.tsx validates first and shows an error screen instead of the app. */
export function getEnv(): Env {
  if (cached) return cached;
  const result = parseEnv(import.meta.env);
  if (!result.ok) throw new EnvError(result.issues);
  cached = result.env;
  return cached;
}
