// Page path of the email choices a signed link opens without signing in (ADR 0064; the API
// paths: email-choices-api.ts). The token rides in the query: it is longer than a path segment
// may be.
import type { NotificationKind } from '../contracts/profile';

/** The query parameter of the signed token, on the choices page and the one-click address. */
export const TOKEN_PARAM = 'token';
/** The query parameter of the choices page naming the kind the person came to turn off. */
export const TURN_OFF_PARAM = 'turn-off';

export const EMAIL_CHOICES_PAGE_PATTERNS = {
  choices: '/email-choices',
} as const;

export const EMAIL_CHOICES_PAGES = {
  /** The page; `turnOff` names the kind of the email the person came from. */
  choices: (token: string, turnOff?: NotificationKind) =>
    `${EMAIL_CHOICES_PAGE_PATTERNS.choices}?${new URLSearchParams({
      [TOKEN_PARAM]: token,
      ...(turnOff ? { [TURN_OFF_PARAM]: turnOff } : {}),
    }).toString()}`,
} as const;
