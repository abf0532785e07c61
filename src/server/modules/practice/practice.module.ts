// The practice module's part in the server and the worker (module-manifest.ts): what an advisor
// needs to run their practice day to day, starting with what needs doing.
import { defineModule } from '../module-manifest';
import type { AdvisorsService } from '../advisors/advisors.service';
import { createPracticeToDo } from './to-do.service';

export const practiceModule = defineModule({
  name: 'practice',
  create: ({ db, now }, { advisors }: { advisors: AdvisorsService }) => ({
    practiceToDo: createPracticeToDo({
      db,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
    }),
  }),
});
