// Supabase Edge Function entry (Deno): `supabase functions deploy resend-invitation`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/resend-invitation.
import { envFromDeno } from '../_shared/context.ts';
import { resendInvitationHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(resendInvitationHandler(envFromDeno((name) => Deno.env.get(name))));
