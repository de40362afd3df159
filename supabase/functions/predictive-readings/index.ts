// Supabase Edge Function entry (Deno): `supabase functions deploy predictive-readings --no-verify-jwt`
// (a machine sends its own key, not a user's JWT). The handler is runtime-neutral; server/ serves
// the same one at /functions/v1/predictive-readings.
import { envFromDeno } from '../_shared/context.ts';
import { predictiveReadingsHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(predictiveReadingsHandler(envFromDeno((name) => Deno.env.get(name))));
