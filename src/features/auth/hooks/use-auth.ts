import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === undefined) {
    throw new Error('useAuth must be used inside the AuthProvider (useAuth debe usarse dentro de AuthProvider).');
  }
  return context;
}
