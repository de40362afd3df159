import * as z from 'zod/mini';

/** The public anon key of the local server (server/keys.ts with its default JWT secret). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.optional(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s) completa, p. ej. https://xyz.supabase.co' }),
  ),
  VITE_SUPABASE_ANON_KEY: z.optional(
    z.string().check(
      z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, {
        error: 'debe ser la clave pública "anon" del proyecto (un JWT de tres partes separadas por puntos)',
      }),
    ),
  ),
});

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
  const parsed = EnvSchema.safeParse({
    VITE_SUPABASE_URL: readVariable(source, 'VITE_SUPABASE_URL'),
    VITE_SUPABASE_ANON_KEY: readVariable(source, 'VITE_SUPABASE_ANON_KEY'),
  });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'desconocida'),
        message: issue.message,
      })),
    };
  }
  return {
    ok: true,
    env: {
      supabaseUrl: (parsed.data.VITE_SUPABASE_URL ?? origin).replace(/\/+$/, ''),
      supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
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
