// The matching module's part in the server and the worker (module-manifest.ts): the questionnaire,
// comparison and saved advisors (docs/product.md#matching).
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import { defineModule } from '../module-manifest';
import type { SystemService } from '../system/system.service';
import { createMatchingService } from './matching.service';
import { createSavedAdvisorsService } from './saved-advisors.service';

export const matchingModule = defineModule({
  name: 'matching',
  create: (
    { db },
    {
      system,
      advisors,
      availability,
    }: { system: SystemService; advisors: AdvisorsService; availability: AvailabilityService },
  ) => ({
    matching: createMatchingService({ db, system, advisors, availability }),
    savedAdvisors: createSavedAdvisorsService({ db }),
  }),
});
