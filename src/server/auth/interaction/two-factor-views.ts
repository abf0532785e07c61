// The second step of a sign-in with two-factor on: a code from the authenticator app, or one of
// the recovery codes. A whole HTML page in the look of the other sign-in pages.
import { TWO_FACTOR_LOCKOUT_MINUTES } from '../../../shared/contracts/two-factor';
import { alert, field, renderPage } from './page-layout';
import { escapeHtmlNumeric } from '../../html/escape-html';

export const SECOND_STEP_MESSAGES = {
  wrong: 'That code is not right, or was already used. Try the current code.',
  locked: `Too many wrong codes, so sign-in with codes is paused for ${TWO_FACTOR_LOCKOUT_MINUTES} minutes. Try again later.`,
  required: 'Enter the 6-digit code from your authenticator app.',
} as const;

export function secondStepView(input: {
  action: string;
  restartUrl: string;
  alerts?: string[];
  fieldError?: string;
}): string {
  return renderPage({
    title: 'Two-step sign-in',
    body: `<h1>Enter your code</h1>
<p class="intro">Open your authenticator app and enter the 6-digit code for Just Financial Advice.</p>
${alert(input.alerts ?? [])}
<form method="post" action="${escapeHtmlNumeric(input.action)}" novalidate>
${field({ name: 'code', label: 'Code', type: 'text', autocomplete: 'one-time-code', maxLength: 32, hint: 'Lost your phone? Enter one of your recovery codes instead.', errors: input.fieldError ? [input.fieldError] : undefined, autofocus: true })}
<button class="button" type="submit">Verify and log in</button>
</form>
<p class="switch">Not you? <a href="${escapeHtmlNumeric(input.restartUrl)}">Log in with another account</a></p>`,
  });
}
