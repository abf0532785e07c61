// The pages of the emailed unlock link: a button confirms (mail scanners that open links use
// nothing up), then a page says the account's sign-in waits are over.
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { ACCOUNT_PATHS } from '../account-paths';
import { CSRF_FIELD } from './form-support';
import { alert, hiddenField, renderPage } from './page-layout';
import { escapeHtmlNumeric } from '../../html/escape-html';

export const UNLOCK_MESSAGES = {
  intro:
    'Someone typed wrong passwords for your account, so sign-in attempts have to wait. Clear the wait to sign in now.',
  done: 'Sign-in is unlocked. You can log in now.',
  advice: 'If the failed attempts were not yours, choose a new password as well.',
  notUsable: 'The link has expired or was already used.',
} as const;

export function unlockSignInView(input: { csrfToken: string; token: string }): string {
  return renderPage({
    title: 'Unlock sign-in',
    body: `<h1>Unlock sign-in</h1>
<p class="intro">${escapeHtmlNumeric(UNLOCK_MESSAGES.intro)}</p>
<form method="post" action="${escapeHtmlNumeric(ACCOUNT_PATHS.unlockSignIn)}" novalidate>
${hiddenField(CSRF_FIELD, input.csrfToken)}
${hiddenField('token', input.token)}
<button class="button" type="submit">Unlock sign-in</button>
</form>`,
  });
}

export function signInUnlockedView(): string {
  return renderPage({
    title: 'Sign-in unlocked',
    body: `<h1>${escapeHtmlNumeric(UNLOCK_MESSAGES.done)}</h1>
<p class="intro">${escapeHtmlNumeric(UNLOCK_MESSAGES.advice)}</p>
<a class="button" href="${AUTH_PAGES.login}">Log in</a>
<p><a href="${ACCOUNT_PATHS.forgotPassword}">Choose a new password</a></p>`,
  });
}

export function unlockLinkNotUsableView(): string {
  return renderPage({
    title: 'Link expired',
    body: `<h1>This link no longer works</h1>
${alert([UNLOCK_MESSAGES.notUsable])}
<a class="button" href="${AUTH_PAGES.login}">Log in</a>`,
  });
}
