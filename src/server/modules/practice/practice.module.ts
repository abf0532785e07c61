// The practice module's part in the server and the worker (module-manifest.ts): what an advisor
// needs to run their practice day to day: what needs doing, and each client's record.
import { defineModule } from '../module-manifest';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { VaultService } from '../vault/vault.service';
import { createClientRecord } from './client-record.service';
import { createPracticeToDo } from './to-do.service';

export const practiceModule = defineModule({
  name: 'practice',
  create: (
    { db, now },
    { advisors, vault }: { advisors: AdvisorsService; vault: VaultService },
  ) => ({
    practiceToDo: createPracticeToDo({
      db,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
    }),
    clientRecord: createClientRecord({
      db,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      findClientOfAdvisor: (advisorId, client) => vault.findClientOfAdvisor(advisorId, client),
    }),
  }),
});
