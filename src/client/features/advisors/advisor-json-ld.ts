// The schema.org block of an advisor profile (JSON-LD): a financial service whose employee is
// the advisor, with The Hour as its offer and the clients' rating.
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { stateName } from '../../../shared/us-states';
import type { JsonLd } from '../../seo/structured-data';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function advisorJsonLd(origin: string, advisor: AdvisorProfile): JsonLd {
  const url = `${origin}${ADVISOR_PAGES.profile(advisor.slug)}`;
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const service: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${url}#service`,
    name: `${name}, ${advisor.title}`,
    url,
    image: advisor.profilePicUrl.startsWith('/')
      ? `${origin}${advisor.profilePicUrl}`
      : advisor.profilePicUrl,
    description: advisor.longBio || advisor.bio.split('\n').join(' '),
    areaServed: advisor.states.map((state) => ({ '@type': 'State', name: stateName(state) })),
    address: {
      '@type': 'PostalAddress',
      // Only what the advisor gave (docs/product.md#becoming-an-advisor).
      ...(advisor.city ? { addressLocality: advisor.city } : {}),
      ...(advisor.homeState ? { addressRegion: advisor.homeState } : {}),
      addressCountry: 'US',
    },
    priceRange: `$${dollars(advisor.hourlyRate)} per hour`,
    provider: { '@id': `${origin}/#organization` },
    employee: {
      '@type': 'Person',
      name,
      jobTitle: advisor.title,
      ...(advisor.certifications ? { hasCredential: advisor.certifications } : {}),
      knowsAbout: advisor.specialities.map((speciality) => speciality.title),
    },
    makesOffer: {
      '@type': 'Offer',
      name: 'The Hour: a one-hour video meeting with written follow-up notes',
      price: dollars(advisor.hourlyRate),
      priceCurrency: 'USD',
    },
  };
  if (advisor.reviewCount > 0 && advisor.reviewAverage > 0) {
    service.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: advisor.reviewAverage.toFixed(2),
      reviewCount: advisor.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return service;
}
