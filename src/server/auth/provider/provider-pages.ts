// The provider's own pages (sign-out confirmation, signed-out, errors) in the product's look
// instead of the library's defaults. No scripts: the sign-out form is confirmed with a button.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import { OIDC_MOUNT } from '../account-paths';
import { renderPage } from '../interaction/page-layout';
import { escapeHtmlNumeric } from '../../html/escape-html';

/** Sends the sign-out form by itself; served as a file because the pages allow no inline script. */
export const LOGOUT_SUBMIT_SCRIPT_PATH = `${OIDC_MOUNT}/assets/logout-submit.js`;
export const LOGOUT_SUBMIT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var yes = document.createElement('input');
  yes.type = 'hidden';
  yes.name = 'logout';
  yes.value = 'yes';
  form.appendChild(yes);
  form.submit();
});
`;

/**
 * The web app's own sign-out arrives with a valid id_token_hint (checked by the provider before
 * this runs): then the form submits itself. Anything else, or no JavaScript, gets the question.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const fromOurApp = Boolean(ctx.oidc.params?.id_token_hint);
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Log out',
    head: fromOurApp ? `<script src="${LOGOUT_SUBMIT_SCRIPT_PATH}" defer></script>` : '',
    body: `<h1>Log out?</h1>
<p class="intro">You will be signed out of your account on this device.</p>
${form}
<button class="button" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, log me out</button>
<button class="button secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  });
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Logged out',
    body: `<h1>You are logged out</h1>
<p class="intro">Thanks for visiting. You can log in again at any time.</p>
<a class="button" href="${SITE_PAGES.home}">Back to the home page</a>`,
  });
}

/** The OAuth error code and its description are safe to show; nothing else is. */
export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  const detail = out.error_description ?? out.error;
  ctx.body = renderPage({
    title: 'Sign-in problem',
    body: `<h1>Something went wrong</h1>
<p class="intro">We could not complete your sign-in request. Please start again from the site.</p>
<div class="alert" role="alert"><p>${escapeHtmlNumeric(detail)}</p></div>
<a class="button" href="${AUTH_PAGES.login}">Log in again</a>
<a class="button secondary" href="${SITE_PAGES.home}">Back to the home page</a>`,
  });
}
