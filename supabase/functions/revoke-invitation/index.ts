// Supabase Edge Function entry (Deno): `supabase functions deploy revoke-invitation`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/revoke-invitation.
import { envFromDeno } from '../_shared/context.ts';
import { revokeInvitationHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(revokeInvitationHandler(envFromDeno((name) => Deno.env.get(name))));
