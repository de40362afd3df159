import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSupabase, makeSession } from '@/testing/fake-supabase';
import { getRecoveryState, parseRecoveryHash, resetRecoveryState, watchPasswordRecovery } from './password-recovery';

describe('parseRecoveryHash', () => {
  it('recognises a recovery fragment', () => {
    expect(
      parseRecoveryHash('#access_token=abc&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery'),
    ).toEqual({
      status: 'pending',
      accessToken: 'abc',
    });
  });

  it('recognises an expired or used link', () => {
    expect(
      parseRecoveryHash(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      status: 'link-error',
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    });
  });

  it('ignores other fragments', () => {
    expect(parseRecoveryHash('')).toEqual({ status: 'none' });
    expect(parseRecoveryHash('#access_token=abc&type=signup')).toEqual({ status: 'none' });
  });
});

describe('watchPasswordRecovery', () => {
  beforeEach(() => fakeSupabase.reset());

  it('recognises the recovery session by its token even if PASSWORD_RECOVERY fired before subscribing', async () => {
    const session = { ...makeSession(), access_token: 'recovery-token' };
    fakeSupabase.state.session = session;
    resetRecoveryState('#access_token=recovery-token&type=recovery');
    watchPasswordRecovery(fakeSupabase.client);
    await expect.poll(() => getRecoveryState().status).toBe('recovery');
    // A later sign-out ends the recovery.
    fakeSupabase.emit('SIGNED_OUT', null);
    expect(getRecoveryState().status).toBe('none');
  });
});
