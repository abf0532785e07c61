// The route table answers the product document's dashboard/{tab}: each tab of the advisor's
// meetings opens the meetings page, and a tab that does not exist is still the area's not-found.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ADVISOR_MEETING_TABS, DASHBOARD_TAB_PAGES } from '../shared/routes/meetings';
import { signedInAreaRoutes } from './area-routes';
import type { RouteHandle } from './document-head';
import { chunkName } from './route-pages';

const deepest = (path: string) => {
  const matches = matchRoutes(signedInAreaRoutes(), path) ?? [];
  return matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
};

describe('dashboard/{tab}', () => {
  it.each(ADVISOR_MEETING_TABS)('opens the meetings page for the %s tab', (tab) => {
    expect(deepest(DASHBOARD_TAB_PAGES[tab])?.chunk).toBe(chunkName('dashboard/meetings-page'));
  });

  it('answers an unknown tab with the not-found page and 404', () => {
    const handle = deepest('/dashboard/no-such-tab');
    expect(handle?.chunk).toBe(chunkName('not-found/not-found-page'));
    expect(handle?.status).toBe(404);
  });
});
