// Page paths of the meeting lists each audience sees (the API paths: meetings-api.ts).

export const MEETING_PAGES = {
  account: '/account/past-meetings',
  dashboard: '/dashboard/meetings',
} as const;

/** The tabs of the advisor's meetings, in their order on the page. */
export const ADVISOR_MEETING_TABS = ['upcoming', 'past'] as const;
export type AdvisorMeetingTab = (typeof ADVISOR_MEETING_TABS)[number];

/**
 * The product document's `dashboard/{tab}`: each tab of the advisor's meetings has its own
 * address, so a link or a bookmark opens that tab (docs/product.md#dashboard).
 */
export const DASHBOARD_TAB_PAGES: Record<AdvisorMeetingTab, string> = {
  upcoming: '/dashboard/upcoming',
  past: '/dashboard/past',
};
