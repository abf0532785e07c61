// The sign-in pages: log in, register, forgot and reset password, confirm email, and the
// messages around them. Each returns a whole HTML page.
import { APP_NAME } from '../../../shared/constants';
import { LIMITS } from '../../../shared/limits';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import type { FieldErrors } from '../../../shared/errors';
import { ACCOUNT_PATHS } from '../account-paths';
import { CSRF_FIELD } from './form-support';
import { alert, field, hiddenField, notice, renderPage } from './page-layout';
import { escapeHtmlNumeric } from '../../html/escape-html';

export const LOGIN_MESSAGES = {
  invalid: 'Email or password is incorrect.',
  locked: (minutes: number) =>
    `Too many failed attempts from here. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again, or use the link we emailed to the account's owner, or reset your password.`,
  emailRequired: 'Enter your email.',
  passwordRequired: 'Enter your password.',
} as const;

const PASSWORD_HINT = `${LIMITS.password.min} to ${LIMITS.password.max} characters.`;

/** Focus goes to the first field with a message, else to the first field. */
function focusTarget(names: readonly string[], errors: FieldErrors = {}): string | undefined {
  return names.find((name) => (errors[name]?.length ?? 0) > 0) ?? names[0];
}

const form = (action: string, inner: string) =>
  `<form method="post" action="${escapeHtmlNumeric(action)}" novalidate>\n${inner}\n</form>`;

const link = (href: string, text: string) =>
  `<a href="${escapeHtmlNumeric(href)}">${escapeHtmlNumeric(text)}</a>`;

export function loginView(input: {
  action: string;
  registerUrl: string;
  email?: string;
  alerts?: string[];
  fieldErrors?: FieldErrors;
  /** What the visitor is booking (booking-card.ts), trusted HTML; '' when not booking. */
  bookingCard?: string;
}): string {
  // After a failed attempt the email is kept, so the password is what to type next.
  const focus = input.alerts?.length
    ? 'password'
    : focusTarget(['email', 'password'], input.fieldErrors);
  return renderPage({
    title: 'Log in',
    body: `<h1>Log in</h1>
${
  input.bookingCard
    ? `<p class="intro">Log in and we hold this time for you while you answer a few questions and pay.</p>\n${input.bookingCard}`
    : '<p class="intro">Welcome back. Log in to book and manage your sessions.</p>'
}
${alert(input.alerts ?? [])}
${form(
  input.action,
  `${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: input.email ?? '', maxLength: LIMITS.email.max, errors: input.fieldErrors?.email, autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errors: input.fieldErrors?.password, autofocus: focus === 'password' })}
<p class="row">${link(ACCOUNT_PATHS.forgotPassword, 'Forgot your password?')}</p>
<button class="button" type="submit">Log in</button>`,
)}
<p class="switch">New to ${escapeHtmlNumeric(APP_NAME)}? ${link(input.registerUrl, 'Create an account')}</p>`,
  });
}

export interface RegisterValues {
  fullName?: string;
  email?: string;
}

export function registerView(input: {
  action: string;
  loginUrl: string;
  affiliate: boolean;
  values?: RegisterValues;
  fieldErrors?: FieldErrors;
  alerts?: string[];
  csrfToken?: string;
  /** What the visitor is booking (booking-card.ts), trusted HTML; '' when not booking. */
  bookingCard?: string;
}): string {
  const errors = input.fieldErrors ?? {};
  const focus = focusTarget(['fullName', 'email', 'password'], errors);
  return renderPage({
    title: input.affiliate ? 'Become an affiliate' : 'Create an account',
    body: `<h1>${input.affiliate ? 'Create your affiliate account' : 'Create your account'}</h1>
<p class="intro">${
      input.affiliate
        ? 'Share independent, fee-only advice with your audience. Your affiliate pages live in your account.'
        : input.bookingCard
          ? 'Create your free account and we hold this time for you while you answer a few questions and pay.'
          : 'Book flat-fee sessions with independent, fee-only fiduciary advisors.'
    }</p>
${input.affiliate ? '' : (input.bookingCard ?? '')}
${alert(input.alerts ?? [])}
${form(
  input.action,
  `${input.csrfToken ? hiddenField(CSRF_FIELD, input.csrfToken) : ''}
${input.affiliate ? hiddenField('affiliate', 'true') : ''}
${field({ name: 'fullName', label: 'Full name', type: 'text', autocomplete: 'name', value: input.values?.fullName ?? '', minLength: LIMITS.userName.min, maxLength: LIMITS.userName.max, errors: errors.fullName, autofocus: focus === 'fullName' })}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: input.values?.email ?? '', maxLength: LIMITS.email.max, errors: errors.email, autofocus: focus === 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, maxLength: LIMITS.password.max, errors: errors.password, autofocus: focus === 'password' })}
<button class="button" type="submit">Create account</button>`,
)}
<p class="fine">By creating an account you agree to our ${link(COMPLIANCE_PAGES.terms, 'Terms of Use')} and ${link(COMPLIANCE_PAGES.privacy, 'Privacy Policy')}.</p>
<p class="switch">Already have an account? ${link(input.loginUrl, 'Log in')}</p>`,
  });
}

export function registeredView(email: string): string {
  return renderPage({
    title: 'Account created',
    body: `<h1>Your account is ready</h1>
${notice(`We sent a link to ${email} to confirm your email address.`)}
<p class="intro">Log in to book your first session.</p>
<a class="button" href="${AUTH_PAGES.login}">Log in</a>`,
  });
}

export function forgotPasswordView(input: {
  csrfToken: string;
  email?: string;
  fieldErrors?: FieldErrors;
}): string {
  return renderPage({
    title: 'Forgot your password?',
    body: `<h1>Forgot your password?</h1>
<p class="intro">Enter the email of your account and we will send you a link to choose a new password.</p>
${form(
  ACCOUNT_PATHS.forgotPassword,
  `${hiddenField(CSRF_FIELD, input.csrfToken)}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: input.email ?? '', maxLength: LIMITS.email.max, errors: input.fieldErrors?.email, autofocus: true })}
<button class="button" type="submit">Send reset link</button>`,
)}
<p class="switch">Remembered it? ${link(AUTH_PAGES.login, 'Log in')}</p>`,
  });
}

export function resetLinkSentView(): string {
  return renderPage({
    title: 'Check your email',
    body: `<h1>Check your email</h1>
${notice('If an account exists for that email, we have sent a link to choose a new password.')}
<p class="intro">The link works once and expires soon. Nothing arrived? Check your spam folder or try again.</p>
<a class="button secondary" href="${AUTH_PAGES.login}">Back to log in</a>`,
  });
}

export function resetPasswordView(input: {
  csrfToken: string;
  token: string;
  fieldErrors?: FieldErrors;
}): string {
  const errors = input.fieldErrors ?? {};
  const focus = focusTarget(['password', 'confirmPassword'], errors);
  return renderPage({
    title: 'Choose a new password',
    body: `<h1>Choose a new password</h1>
<p class="intro">After this, you will be signed out everywhere and can log in with the new password.</p>
${form(
  ACCOUNT_PATHS.resetPassword,
  `${hiddenField(CSRF_FIELD, input.csrfToken)}
${hiddenField('token', input.token)}
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, maxLength: LIMITS.password.max, errors: errors.password, autofocus: focus === 'password' })}
${field({ name: 'confirmPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', maxLength: LIMITS.password.max, errors: errors.confirmPassword, autofocus: focus === 'confirmPassword' })}
<button class="button" type="submit">Save new password</button>`,
)}`,
  });
}

export function passwordChangedView(): string {
  return renderPage({
    title: 'Password changed',
    body: `<h1>Your password is changed</h1>
${notice('Log in with your new password.')}
<a class="button" href="${AUTH_PAGES.login}">Log in</a>`,
  });
}

export function verifyEmailView(input: { csrfToken: string; token: string }): string {
  return renderPage({
    title: 'Confirm your email',
    body: `<h1>Confirm your email</h1>
<p class="intro">One click and your email address is confirmed.</p>
${form(
  ACCOUNT_PATHS.verifyEmail,
  `${hiddenField(CSRF_FIELD, input.csrfToken)}
${hiddenField('token', input.token)}
<button class="button" type="submit">Confirm my email</button>`,
)}`,
  });
}

export function emailVerifiedView(): string {
  return renderPage({
    title: 'Email confirmed',
    body: `<h1>Thanks, your email is confirmed</h1>
<a class="button" href="${SITE_PAGES.home}">Go to ${escapeHtmlNumeric(APP_NAME)}</a>`,
  });
}

export function linkNotUsableView(kind: 'reset' | 'verify'): string {
  return renderPage({
    title: 'Link expired',
    body: `<h1>This link no longer works</h1>
${alert(['The link has expired or was already used.'])}
${
  kind === 'reset'
    ? `<a class="button" href="${ACCOUNT_PATHS.forgotPassword}">Send a new link</a>`
    : `<p class="intro">If you already confirmed your email, there is nothing more to do. Otherwise
log in and ask for a new link on your profile page.</p>
<a class="button" href="${ACCOUNT_PAGES.profile}">Log in and send a new link</a>`
}`,
  });
}

export function messageView(input: {
  title: string;
  message: string;
  action?: { href: string; label: string };
}): string {
  return renderPage({
    title: input.title,
    body: `<h1>${escapeHtmlNumeric(input.title)}</h1>
${alert([input.message])}
${input.action ? `<a class="button" href="${escapeHtmlNumeric(input.action.href)}">${escapeHtmlNumeric(input.action.label)}</a>` : ''}
<a class="button secondary" href="${SITE_PAGES.home}">Back to the home page</a>`,
  });
}

export const expiredInteractionView = () =>
  messageView({
    title: 'Your sign-in page expired',
    message: 'Sign-in pages stay open for a limited time. Please start again.',
    action: { href: AUTH_PAGES.login, label: 'Log in' },
  });

export const formExpiredView = (href: string) =>
  messageView({
    title: 'Please try again',
    message: 'This form expired or was sent from another site. Reload the page and send it again.',
    action: { href, label: 'Reload the form' },
  });

export const tooManyAttemptsView = () =>
  messageView({
    title: 'Too many attempts',
    message: 'Too many attempts from your network. Please wait a minute and try again.',
  });
