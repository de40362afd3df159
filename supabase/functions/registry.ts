/**
 * Every account function by name, for server/ (which serves them at /functions/v1/<name>) and
 * the tests. Supabase deploys each folder's index.ts on its own.
 */
import type { FunctionEnv } from './_shared/context.ts';
import { createCompanyHandler } from './create-company/handler.ts';
import { exportEffectiveAccessHandler } from './export-effective-access/handler.ts';
import { inviteUserHandler } from './invite-user/handler.ts';
import { predictiveReadingsHandler } from './predictive-readings/handler.ts';
import { resendInvitationHandler } from './resend-invitation/handler.ts';
import { revokeInvitationHandler } from './revoke-invitation/handler.ts';
import { sendMailHandler } from './send-mail/handler.ts';
import { sendRecoveryLinkHandler } from './send-recovery-link/handler.ts';
import { setUserStateHandler } from './set-user-state/handler.ts';

export type FunctionHandler = (req: Request) => Promise<Response>;

export const FUNCTIONS: Record<string, (env: FunctionEnv) => FunctionHandler> = {
  'create-company': createCompanyHandler,
  'export-effective-access': exportEffectiveAccessHandler,
  'invite-user': inviteUserHandler,
  'predictive-readings': predictiveReadingsHandler,
  'resend-invitation': resendInvitationHandler,
  'revoke-invitation': revokeInvitationHandler,
  'send-mail': sendMailHandler,
  'send-recovery-link': sendRecoveryLinkHandler,
  'set-user-state': setUserStateHandler,
};
