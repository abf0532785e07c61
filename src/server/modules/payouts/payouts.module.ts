// The payouts module's part in the server and the worker (module-manifest.ts): advisors'
// earnings from the ledger, less the referral fee, and the payouts admins log (ADR 0034).
import { defineModule } from '../module-manifest';
import { createAdvisorPayoutsService } from './advisor-payouts.service';

export const payoutsModule = defineModule({
  name: 'payouts',
  create: ({ db, now }) => ({
    advisorPayouts: createAdvisorPayoutsService({ db, now }),
  }),
});
