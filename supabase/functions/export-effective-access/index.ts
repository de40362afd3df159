// Supabase Edge Function entry (Deno): `supabase functions deploy export-effective-access`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/export-effective-access.
import { envFromDeno } from '../_shared/context.ts';
import { exportEffectiveAccessHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(exportEffectiveAccessHandler(envFromDeno((name) => Deno.env.get(name))));
