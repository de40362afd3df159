/** Request bodies and query strings of the auth API, as auth-js sends them. Unknown keys are dropped. */
import { z } from 'zod';

const metadata = z.record(z.string(), z.unknown());
/** auth-js sends `code_challenge: null` etc.; GoTrue ignores what it does not use. */
const ignored = z.unknown().optional();

export const emailSchema = z
  .string()
  .trim()
  .max(255, 'Unable to validate email address: too long')
  .pipe(z.email('Unable to validate email address: invalid format'));

export const passwordGrantBody = z.object({
  email: z.string().trim().max(255).nullish(),
  phone: z.string().nullish(),
  password: z.string().max(1024).nullish(),
  gotrue_meta_security: ignored,
});

export const refreshGrantBody = z.object({
  refresh_token: z.string().max(255).nullish(),
});

export const signupBody = z.object({
  email: emailSchema,
  password: z.string().max(1024),
  data: metadata.nullish(),
  gotrue_meta_security: ignored,
  code_challenge: ignored,
  code_challenge_method: ignored,
});

export const updateUserBody = z.object({
  email: emailSchema.nullish(),
  password: z.string().max(1024).nullish(),
  current_password: z.string().max(1024).nullish(),
  data: metadata.nullish(),
  nonce: z.string().max(255).nullish(),
  code_challenge: ignored,
  code_challenge_method: ignored,
});

export const recoverBody = z.object({
  email: z.string().trim().max(255).nullish(),
  code_challenge: ignored,
  code_challenge_method: ignored,
  gotrue_meta_security: ignored,
});

export const verifyTypes = ['recovery', 'email_change', 'signup', 'invite', 'magiclink', 'email'] as const;
export type VerifyType = (typeof verifyTypes)[number];

export const verifyPostBody = z.object({
  type: z.enum([...verifyTypes, 'sms', 'phone_change'], 'Verify requires a verification type'),
  phone: z.string().max(64).nullish(),
  token_hash: z.string().max(255).nullish(),
  token: z.string().max(255).nullish(),
  email: z.string().trim().max(255).nullish(),
  redirect_to: z.string().max(2048).nullish(),
  gotrue_meta_security: ignored,
});

export const verifyGetQuery = z.object({
  token: z.string().max(255).default(''),
  type: z.string().max(64).default(''),
  redirect_to: z.string().max(2048).optional(),
});

export const logoutScope = z.enum(['global', 'local', 'others']).default('global');

export const adminCreateUserBody = z.object({
  id: z.uuid().nullish(),
  email: emailSchema.nullish(),
  phone: z.string().nullish(),
  password: z.string().max(1024).nullish(),
  password_hash: z.string().max(255).nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  role: z.string().min(1).max(255).nullish(),
  ban_duration: z.string().max(64).nullish(),
});

export const adminUpdateUserBody = z.object({
  email: emailSchema.nullish(),
  password: z.string().max(1024).nullish(),
  password_hash: z.string().max(255).nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  role: z.string().min(1).max(255).nullish(),
  ban_duration: z.string().max(64).nullish(),
});

export const inviteBody = z.object({
  email: z.string().trim().max(255).nullish(),
  data: metadata.nullish(),
});

export const adminDeleteUserBody = z.object({
  should_soft_delete: z.boolean().nullish(),
});

/** page / per_page as auth-js sends them ('' when not given). */
const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive integer' });
        return z.NEVER;
      }
      return Math.min(n, max);
    });

export const adminListQuery = z.object({
  page: pageNumber(1, 1_000_000),
  per_page: pageNumber(50, 1000),
});
