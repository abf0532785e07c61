// schema.org block of the firm, on every public page (JSON-LD). Advisors have their own, with
// their profile page.
import { APP_NAME, FIRM_NAME } from '../../shared/constants';

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: APP_NAME,
    legalName: FIRM_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description:
      'A marketplace of vetted, independent, fee-only fiduciary financial advisors: flat-fee video sessions and written plans, no commissions and no sales pitch.',
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}
