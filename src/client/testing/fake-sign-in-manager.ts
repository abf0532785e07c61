// A stand-in for oidc-client-ts's UserManager in unit tests: it keeps one user and raises the
// same events the library raises.
import { vi } from 'vitest';
import type { SignInManager, SignedInUser } from '../auth/sign-in-manager';

export const STORED_USER_KEY = 'oidc.user:http://localhost:3000/oidc:jfa-web';

type FakeUserOverrides = Partial<Omit<SignedInUser, 'profile'>> & {
  profile?: Partial<SignedInUser['profile']>;
};

export function fakeUser(overrides: FakeUserOverrides = {}): SignedInUser {
  const { profile, ...rest } = overrides;
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    ...rest,
    profile: { sub: 'user-1', name: 'Dana Client', email: 'dana@example.test', ...profile },
  };
}

type Listener<T> = (value: T) => void;

export class FakeSignInManager implements SignInManager {
  readonly settings = { authority: 'http://localhost:3000/oidc' };
  stored: SignedInUser | null;
  private readonly loaded = new Set<Listener<SignedInUser>>();
  private readonly unloaded = new Set<Listener<void>>();
  private readonly renewErrors = new Set<Listener<Error>>();
  private readonly expired = new Set<Listener<void>>();
  private readonly signedOut = new Set<Listener<void>>();

  constructor(stored: SignedInUser | null = null) {
    this.stored = stored;
  }

  readonly events = {
    addUserLoaded: (callback: Listener<SignedInUser>) => this.listen(this.loaded, callback),
    addUserUnloaded: (callback: Listener<void>) => this.listen(this.unloaded, callback),
    addSilentRenewError: (callback: Listener<Error>) => this.listen(this.renewErrors, callback),
    addAccessTokenExpired: (callback: Listener<void>) => this.listen(this.expired, callback),
    addUserSignedOut: (callback: Listener<void>) => this.listen(this.signedOut, callback),
  };

  private listen<T>(set: Set<Listener<T>>, callback: Listener<T>) {
    set.add(callback);
    return () => set.delete(callback);
  }

  /** What the library does after a sign-in or a renewal: store the user, raise userLoaded. */
  load(user: SignedInUser): void {
    this.stored = user;
    for (const listener of this.loaded) listener(user);
  }

  getUser = vi.fn(async () => this.stored);
  removeUser = vi.fn(async () => {
    this.stored = null;
    for (const listener of this.unloaded) listener();
  });
  signinSilent = vi.fn(async (): Promise<SignedInUser | null> => {
    throw new Error('login_required');
  });
  signinRedirect = vi.fn(async () => {});
  signinCallback = vi.fn(async (): Promise<SignedInUser | undefined> => {
    const user = fakeUser();
    this.load(user);
    return user;
  });
  signinSilentCallback = vi.fn(async () => {});
  signinPopup = vi.fn(async (): Promise<SignedInUser> => {
    const user = fakeUser();
    this.load(user);
    return user;
  });
  signinPopupCallback = vi.fn(async () => {});
  querySessionStatus = vi.fn(async (): Promise<{ sub?: string } | null> => null);

  /** What the library's session monitor raises when the provider session ended. */
  signOutElsewhere(): void {
    for (const listener of this.signedOut) listener();
  }
  signoutRedirect = vi.fn(async () => {});
  revokeTokens = vi.fn(async () => {});
  signoutCallback = vi.fn(async () => undefined);
}
