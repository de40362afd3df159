// Supabase Edge Function entry (Deno): `supabase functions deploy send-recovery-link`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/send-recovery-link.
import { envFromDeno } from '../_shared/context.ts';
import { sendRecoveryLinkHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(sendRecoveryLinkHandler(envFromDeno((name) => Deno.env.get(name))));
