// Supabase Edge Function entry (Deno): `supabase functions deploy create-company`. The handler is
// runtime-neutral; server/ serves the same one at /functions/v1/create-company.
import { envFromDeno } from '../_shared/context.ts';
import { createCompanyHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

Deno.serve(createCompanyHandler(envFromDeno((name) => Deno.env.get(name))));
