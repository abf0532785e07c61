// The calendar sync module's part in the server and the worker (module-manifest.ts).
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import { defineModule } from '../module-manifest';
import { createCalendarSyncService } from './calendar-sync.service';

export const calendarSyncModule = defineModule({
  name: 'calendar-sync',
  create: (
    { db, config, log, now },
    { advisors, availability }: { advisors: AdvisorsService; availability: AvailabilityService },
  ) => ({
    calendarSync: createCalendarSyncService({
      db,
      publicUrl: config.publicUrl,
      allowPrivateHosts: config.CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      // New busy times move the kept next availability and whatever pages cached it.
      onBusyChange: async (advisor) => {
        await availability.refreshAdvisor(advisor);
        advisors.invalidate();
      },
      log,
      now,
    }),
  }),
  jobs: ({ calendarSync }) => ({
    calendarImport: () => calendarSync.importAll(),
  }),
});
