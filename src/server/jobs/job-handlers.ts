// What each background job does: each module's manifest names its own (module-manifest.ts).
import { composeJobs } from '../modules/module-manifest';
import { MODULES } from '../services';
import type { Services } from '../services';
import type { JobHandlers, TaskHandlers } from './job-runner';

export function jobHandlersOf(services: Services): JobHandlers {
  return composeJobs(MODULES, services).jobs;
}

/** What each one-off job does; each throws to be tried again later. */
export function taskHandlersOf(services: Services): TaskHandlers {
  return composeJobs(MODULES, services).tasks;
}
