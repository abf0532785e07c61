// The home page's head, read by the server renderer and the browser alike.
import { DEFAULT_HOME_TITLE } from '../../../shared/constants';
import { SITE_PAGES } from '../../../shared/routes/site';
import { pageTitle } from '../../document-head';
import type { HeadContext, PageHead } from '../../document-head';
import { organizationJsonLd } from '../../seo/structured-data';

export const HOME_DESCRIPTION =
  'Book a one-hour video meeting or a complete financial plan with a vetted, independent, fee-only fiduciary financial advisor. Flat fees, no commissions, no sales pitch.';

export function homeHead(context: Pick<HeadContext, 'origin'>, title?: string): PageHead {
  return {
    title: pageTitle(title || DEFAULT_HOME_TITLE),
    description: HOME_DESCRIPTION,
    canonicalPath: SITE_PAGES.home,
    jsonLd: [organizationJsonLd(context.origin)],
  };
}
