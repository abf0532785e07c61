import { describe, expect, it } from 'vitest';
import { resetPasswordEmail, verifyEmailEmail, welcomeEmail } from './account-emails';

const publicUrl = 'https://www.example.com';

describe('account emails', () => {
  it('puts the link in both bodies and escapes names in HTML', () => {
    const email = resetPasswordEmail({
      publicUrl,
      fullName: '<b>Eve</b> & Co',
      resetUrl: `${publicUrl}/oidc/reset-password?token=abc&x="y"`,
      validMinutes: 60,
    });
    expect(email.subject).toBe('Reset your password');
    expect(email.text).toContain(`${publicUrl}/oidc/reset-password?token=abc&x="y"`);
    expect(email.text).toContain('expires in 60 minutes');
    expect(email.html).toContain('Hi &#60;b&#62;Eve&#60;/b&#62;,');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain(
      'href="https://www.example.com/oidc/reset-password?token=abc&#38;x=&#34;y&#34;"',
    );
  });

  it('welcomes affiliates with a word about their pages and a confirmation link', () => {
    const email = welcomeEmail({
      publicUrl,
      fullName: 'Avery Lee',
      verifyUrl: `${publicUrl}/oidc/verify-email?token=t1`,
      validHours: 48,
      affiliate: true,
    });
    expect(email.subject).toBe('Welcome to Just Financial Advice');
    expect(email.text).toContain('Hi Avery,');
    expect(email.text).toContain('affiliate pages');
    expect(email.text).toContain(`${publicUrl}/oidc/verify-email?token=t1`);
    expect(email.html).toContain(`href="${publicUrl}"`);
  });

  it('asks to confirm an email address', () => {
    const email = verifyEmailEmail({
      publicUrl,
      fullName: 'Casey Morgan',
      verifyUrl: `${publicUrl}/oidc/verify-email?token=t2`,
      validHours: 48,
    });
    expect(email.subject).toBe('Confirm your email address');
    expect(email.text).toContain('expires in 48 hours');
    expect(email.html).toContain('Confirm my email');
  });
});
