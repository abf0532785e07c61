// The home page's title and description, read by the server renderer and the browser alike.
import { DEFAULT_HOME_TITLE } from '../../../shared/constants';
import { pageTitle } from '../../document-head';
import type { PageHead } from '../../document-head';

export const HOME_DESCRIPTION =
  'Book a one-hour video meeting or a complete financial plan with a vetted, independent, fee-only fiduciary financial advisor. Flat fees, no commissions, no sales pitch.';

export function homeHead(title?: string): PageHead {
  return { title: pageTitle(title || DEFAULT_HOME_TITLE), description: HOME_DESCRIPTION };
}
