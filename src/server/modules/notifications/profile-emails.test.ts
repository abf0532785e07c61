import { describe, expect, it } from 'vitest';
import {
  confirmEmailChangeEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from './profile-emails';

const publicUrl = 'https://www.example.com';

describe('profile emails', () => {
  it('sends the confirmation link to the new address with its lifetime', () => {
    const email = confirmEmailChangeEmail({
      publicUrl,
      fullName: 'Casey <Morgan>',
      newEmail: 'casey@new.example',
      confirmUrl: `${publicUrl}/account/profile?confirm-email=t1`,
      validHours: 48,
    });
    expect(email.subject).toBe('Confirm your new email address');
    expect(email.text).toContain(`${publicUrl}/account/profile?confirm-email=t1`);
    expect(email.text).toContain('expires in 48 hours');
    expect(email.html).toContain('Hi Casey,');
    expect(email.html).toContain('Confirm my new email');
  });

  it('tells the old address what was asked and how to take the account back', () => {
    const email = emailChangeRequestedEmail({
      publicUrl,
      fullName: 'Casey Morgan',
      newEmail: 'casey@new.example',
      resetUrl: `${publicUrl}/oidc/forgot-password`,
    });
    expect(email.text).toContain('casey@new.example');
    expect(email.text).toContain(`Choose a new password: ${publicUrl}/oidc/forgot-password`);
  });

  it('confirms a changed password with a way out if it was not them', () => {
    const email = passwordChangedEmail({
      publicUrl,
      fullName: 'Casey Morgan',
      resetUrl: `${publicUrl}/oidc/forgot-password`,
    });
    expect(email.subject).toBe('Your password was changed');
    expect(email.html).toContain(`href="${publicUrl}/oidc/forgot-password"`);
  });
});
