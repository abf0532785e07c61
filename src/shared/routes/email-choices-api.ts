// API paths of the email choices reached from an email without signing in (ADR 0064). The token
// travels in the body, except in the one-click address that mail programs post to as it is.
import { TOKEN_PARAM } from './email-choices';

export const EMAIL_CHOICES_API = {
  /** POST { token }: whose choices the link opens and what they are. */
  read: '/api/email-choices/read',
  /** PUT { token, notificationPreferences }: saves every choice. */
  save: '/api/email-choices',
  /** The List-Unsubscribe address of an optional email (the path of `oneClick`). */
  oneClickPath: '/api/email-choices/one-click',
  /**
   * The List-Unsubscribe address: POST `List-Unsubscribe=One-Click` turns its kind off (RFC
   * 8058); GET, a person's browser, is sent to the choices page.
   */
  oneClick: (kind: string, token: string) =>
    `/api/email-choices/one-click?${new URLSearchParams({ kind, [TOKEN_PARAM]: token }).toString()}`,
} as const;
