// Supabase Edge Function entry (Deno): `supabase functions deploy set-user-state`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/set-user-state.
import { envFromDeno } from '../_shared/context.ts';
import { setUserStateHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(setUserStateHandler(envFromDeno((name) => Deno.env.get(name))));
