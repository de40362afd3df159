// Supabase Edge Function entry (Deno): `supabase functions deploy invite-user`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/invite-user.
import { envFromDeno } from '../_shared/context.ts';
import { inviteUserHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(inviteUserHandler(envFromDeno((name) => Deno.env.get(name))));
