// Page paths of the meeting lists each audience sees (the API paths: meetings-api.ts).

export const MEETING_PAGES = {
  account: '/account/past-meetings',
  dashboard: '/dashboard/meetings',
} as const;
