// The three fixed testimonials of the home page (docs/product.md#public-site). Each names the
// advisor it is about by slug and links to that profile; the seed test checks that every slug is a
// listed demo advisor, and the page shows a testimonial only while its advisor is listed, so no
// link points at a profile that does not exist (without the demo data, none shows). Each client's image is
// an illustrated portrait drawn for the site, a file under public/testimonials/ named by the
// testimonial's slug (ADR 0061): no stock photo stands in for a real client.

/** Where the clients' portraits are served from (the files of public/testimonials/). */
const CLIENT_IMAGES = '/testimonials';

export interface Testimonial {
  /** Names the testimonial and its client's image. */
  slug: string;
  clientName: string;
  location: string;
  date: string;
  advisorSlug: string;
  advisorName: string;
  /** {advisor} is replaced with the advisor's first name. */
  text: string;
}

/** The address of a testimonial's client image. */
export const clientImageOf = (testimonial: Pick<Testimonial, 'slug'>): string =>
  `${CLIENT_IMAGES}/${testimonial.slug}.svg`;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    slug: 'maria-g',
    clientName: 'Maria G.',
    location: 'Austin, TX',
    date: 'March 2025',
    advisorSlug: 'jennifer-walsh',
    advisorName: 'Jennifer Walsh',
    text: 'I came with three questions about rolling over an old 401(k) and whether I was saving enough. {advisor} answered every one in an hour, sent clear notes the same day, and never tried to sell me anything.',
  },
  {
    slug: 'david-and-priya-k',
    clientName: 'David & Priya K.',
    location: 'Columbus, OH',
    date: 'January 2025',
    advisorSlug: 'rachel-kowalski',
    advisorName: 'Rachel Kowalski',
    text: 'We had put off estate planning for years. {advisor} walked us through wills, beneficiaries and trusts in plain English, and we left with a checklist we actually finished.',
  },
  {
    slug: 'jordan-t',
    clientName: 'Jordan T.',
    location: 'Seattle, WA',
    date: 'November 2024',
    advisorSlug: 'thomas-nguyen',
    advisorName: 'Thomas Nguyen',
    text: 'As a first-time investor I felt overwhelmed. {advisor} helped me set up a simple, low-cost portfolio and explained every step. Worth every penny of the flat fee.',
  },
];

/** A testimonial's words with its advisor's first name in place. */
export function testimonialText(testimonial: Testimonial): string {
  const firstName = testimonial.advisorName.split(' ')[0] ?? testimonial.advisorName;
  return testimonial.text.replace('{advisor}', firstName);
}
