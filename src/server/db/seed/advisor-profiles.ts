// Every demo advisor, in the order they are inserted. The data lives in one file per region to
// keep each file short.
import type { SeedAdvisorProfile } from './advisor-profile';
import { CENTRAL_ADVISORS } from './advisor-profiles-central';
import { EAST_ADVISORS } from './advisor-profiles-east';
import { MOUNTAIN_ADVISORS } from './advisor-profiles-mountain';
import { PACIFIC_ADVISORS } from './advisor-profiles-pacific';

export const ADVISOR_PROFILES: readonly SeedAdvisorProfile[] = [
  ...EAST_ADVISORS,
  ...CENTRAL_ADVISORS,
  ...MOUNTAIN_ADVISORS,
  ...PACIFIC_ADVISORS,
];
