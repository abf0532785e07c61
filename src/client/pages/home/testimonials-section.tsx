// 'What they're saying' (docs/product.md#public-site): three fixed testimonials, each with its
// client's image, naming its advisor and linking to that profile by slug
// (src/shared/home-testimonials.ts). Their disclosure is inline: a line on each card and the full
// endorsement disclaimer below them.
import { Link } from 'react-router';
import type { DashboardData } from '../../../shared/contracts/home';
import { clientImageOf, TESTIMONIALS, testimonialText } from '../../../shared/home-testimonials';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import {
  ENDORSEMENT_DISCLAIMER,
  TESTIMONIAL_CARD_DISCLOSURE,
} from '../../features/marketing/home-content';
import { Section } from '../../ui/section';
import classes from './testimonials-section.module.css';

/** Shown at 56 px; drawn at 96 px, so it stays sharp on dense screens. */
const CLIENT_IMAGE_SIZE = 56;

/**
 * The testimonials whose advisor the site lists: a quote about an advisor who is not there, and
 * its link to a profile that answers "not found", would pretend (a production site without the
 * demo advisors has none of them). The dashboard's pictures are those of the advisors shown
 * publicly, the testimonials' own always among them when they are (advisors.service); until it
 * has answered, none shows, on the server as in the browser.
 */
const testimonialsShown = (data: DashboardData | undefined) =>
  data
    ? TESTIMONIALS.filter((testimonial) => Object.hasOwn(data.profilePics, testimonial.advisorSlug))
    : [];

export function TestimonialsSection({ data }: { data: DashboardData | undefined }) {
  const testimonials = testimonialsShown(data);
  // No quote left, no section: its heading and disclaimer would be about nothing.
  if (testimonials.length === 0) return null;
  return (
    <Section
      tone="navy"
      eyebrow="What they’re saying"
      title="Clients who finally got straight answers"
    >
      <ul className={classes.grid}>
        {testimonials.map((testimonial) => {
          return (
            <li key={testimonial.slug} className={classes.card}>
              <figure className={classes.figure}>
                <svg className={classes.quote} viewBox="0 0 32 24" aria-hidden="true">
                  <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
                </svg>
                <blockquote className={classes.text}>{testimonialText(testimonial)}</blockquote>
                <figcaption className={classes.caption}>
                  {/* The name beside it says who: the portrait needs no words of its own. */}
                  <img
                    className={classes.avatar}
                    src={clientImageOf(testimonial)}
                    alt=""
                    width={CLIENT_IMAGE_SIZE}
                    height={CLIENT_IMAGE_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>
                    <span className={classes.client}>{testimonial.clientName}</span>
                    <span className={classes.meta}>
                      {testimonial.location} · {testimonial.date}
                    </span>
                  </span>
                </figcaption>
              </figure>
              <Link
                className={classes.advisorLink}
                to={ADVISOR_PAGES.profile(testimonial.advisorSlug)}
              >
                {`Meet ${testimonial.advisorName}`}
                <span aria-hidden="true"> →</span>
              </Link>
              <p className={classes.cardDisclosure}>{TESTIMONIAL_CARD_DISCLOSURE}</p>
            </li>
          );
        })}
      </ul>

      {/* The disclosure the testimonials require, in full and in view, as on every profile. */}
      <section className={classes.disclaimer} aria-labelledby="testimonials-disclosure">
        <h3 id="testimonials-disclosure" className={classes.disclaimerTitle}>
          About these testimonials
        </h3>
        {ENDORSEMENT_DISCLAIMER.map((paragraph) => (
          <p key={paragraph} className={classes.disclaimerText}>
            {paragraph}
          </p>
        ))}
      </section>
    </Section>
  );
}
