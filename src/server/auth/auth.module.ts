// Accounts and two-factor sign-in as services (module-manifest.ts); the OpenID provider and the
// sign-in pages are HTTP and mounted by app.ts.
import { defineModule } from '../modules/module-manifest';
import { createAccountsService } from './accounts/accounts.service';
import { createTwoFactorService } from './two-factor/two-factor.service';

export const authModule = defineModule({
  name: 'auth',
  create: ({ db, mailer, config, now, forgetUser }) => {
    const accounts = createAccountsService({
      db,
      mailer,
      config,
      ...(forgetUser ? { onCredentialsChange: forgetUser } : {}),
    });
    const twoFactor = createTwoFactorService({
      db,
      config,
      now,
      checkPassword: (userId, password, address) =>
        accounts.checkPassword(userId, password, address),
    });
    return { accounts, twoFactor };
  },
});
