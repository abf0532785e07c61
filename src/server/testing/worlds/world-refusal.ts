// The journey server lets anyone make accounts and meetings (ADR 0075): it never runs where money
// or email are real.
import type { Config } from '../../config';

/** Why this configuration may not carry the test-world entry, or undefined when it may. */
export function worldEntryRefusal(
  config: Pick<Config, 'paymentsTestMode' | 'SMTP_URL'>,
): string | undefined {
  const real = [
    ...(config.paymentsTestMode ? [] : ['a real payment gateway (STRIPE_SECRET_KEY)']),
    ...(config.SMTP_URL ? ['a real mail server (SMTP_URL)'] : []),
  ];
  if (real.length === 0) return undefined;
  return (
    `Refusing to start the journey server with ${real.join(' and ')}: it lets anyone make ` +
    'accounts and meetings, so it only runs with PAYMENTS_MODE=sandbox and EMAIL_MODE=outbox.'
  );
}
