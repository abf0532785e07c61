// Who is signed in. Signed out for now: the identity work provides the real state through
// <AuthProvider value>, and everything that reads useAuth() follows it.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Role } from '../../shared/roles';

export interface AuthUser {
  name: string;
  roles: readonly Role[];
  /** An admin who belongs to the product's own firm also gets 'Advisor Home' (spec §2.1). */
  isOwnFirmAdmin: boolean;
}

export interface AuthState {
  isSignedIn: boolean;
  user: AuthUser | null;
}

export const SIGNED_OUT: AuthState = { isSignedIn: false, user: null };

const AuthContext = createContext<AuthState>(SIGNED_OUT);

export function AuthProvider({
  value = SIGNED_OUT,
  children,
}: {
  value?: AuthState;
  children: ReactNode;
}) {
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
