// Supabase Edge Function entry (Deno): `supabase functions deploy send-mail`. SMTP settings from the
// function's secrets (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_FROM) and
// SITE_URL for the links; docs/deploy.md. Edge Functions may not open ports 25 and 587: use 465.
import { envFromDeno } from '../_shared/context.ts';
import { smtpFromEnv, smtpTransport } from '../_shared/mail/smtp.ts';
import { sendMailHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

const get = (name: string) => Deno.env.get(name);
const smtp = smtpFromEnv(get);
Deno.serve(
  sendMailHandler({
    ...envFromDeno(get),
    siteUrl: get('SITE_URL'),
    mail: smtp ? smtpTransport(smtp) : undefined,
  }),
);
