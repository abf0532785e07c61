// Page paths of an advisor's availability (the API paths: availability-api.ts).

export const AVAILABILITY_PAGES = {
  dashboard: '/dashboard/availability',
} as const;
