import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { UserProfile } from './user-profile';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  userProfile: UserProfile | null;
  loading: boolean;
  /** Signed in with the password, but the user's second factor (TOTP) is still to be given. */
  mfaPending: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/**
 * True while the user's own sign-out is on its way to / (not part of the public auth context): the
 * guard then waits instead of redirecting to /login.
 */
export const AuthSigningOutContext = createContext(false);
