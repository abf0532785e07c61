// /affiliates: the affiliate programme. A shareable landing page, the disclosures that come with
// it, the referral fee, and registration (register?affiliate=true).
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME, REFUND_PERCENT } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { FaqList } from '../../ui/faq-list';
import type { FaqEntry } from '../../ui/faq-list';
import { HeroLink, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, SplitLayout } from '../../ui/split-layout';
import classes from './affiliates-page.module.css';

const DISCLOSURES_ID = 'disclosures';
/** The example on the preview: affiliate pages live at /r/{slug}. */
const EXAMPLE_SLUG = 'plain-money-podcast';
const EXAMPLE_NAME = 'Plain Money Podcast';

const STEPS: readonly CardItem[] = [
  {
    title: 'Register as an affiliate',
    text: 'Create your account with the affiliate option. You can also be a client with the same login.',
  },
  {
    title: 'Get your landing page',
    text: 'Your account gives you a page of your own with a short address and a headline written for your audience.',
  },
  {
    title: 'Share it',
    text: 'In your newsletter, show notes, benefits portal or member emails, with a clear disclosure next to the link.',
  },
  {
    title: 'Earn a referral fee',
    text: 'When someone books an advisor through your page, you earn a referral fee under the affiliate agreement.',
  },
];

const AUDIENCES: readonly CardItem[] = [
  {
    title: 'Personal finance creators',
    text: 'Your readers and listeners keep asking who they can trust. Give them an answer that is not a product.',
  },
  {
    title: 'Employers and benefits teams',
    text: 'Offer staff unbiased help with 401(k) choices, equity pay and retirement, without endorsing a provider.',
  },
  {
    title: 'Communities and associations',
    text: 'Professional groups, alumni networks and member organisations whose members want advice without a sales pitch.',
  },
  {
    title: 'Professionals who refer out',
    text: 'Accountants, attorneys and coaches whose clients need financial advice they do not give themselves.',
  },
];

const GROUND_RULES = [
  'Say clearly, next to every link, that you earn a referral fee',
  'Never promise returns, savings or any particular result',
  'Do not present yourself as an advisor, or speak for ours',
  'Do not write, buy or arrange reviews of our advisors',
  'Keep what you say about our services accurate and current',
];

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Does it cost anything to join?',
    answer:
      'No. Registering as an affiliate is free, and there is nothing to buy. You earn referral fees; you never pay them.',
  },
  {
    question: 'Can I be a client and an affiliate?',
    answer:
      'Yes. Your affiliate pages sit inside your client account, so one login covers both: book your own meetings and manage your landing page in the same place.',
  },
  {
    question: 'What will people see on my page?',
    answer: `Your headline, our vetted advisors with their prices and reviews, how it works, our promises (including ${REFUND_PERCENT}% money back) and our FAQ, plus a disclosure that you earn a referral fee.`,
  },
  {
    question: 'How are referral fees paid?',
    answer:
      'Bookings made through your page are credited to you, and referral fees are paid as set out in the affiliate agreement you accept when you register.',
  },
];

/** A small picture of an affiliate landing page, so visitors can see what they would share. */
function LandingPreview() {
  return (
    <figure className={classes.preview}>
      <div className={classes.browser} aria-hidden="true">
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.address}>/r/{EXAMPLE_SLUG}</span>
      </div>
      <div className={classes.page} aria-hidden="true">
        <p className={classes.previewEyebrow}>Recommended by {EXAMPLE_NAME}</p>
        <p className={classes.previewTitle}>Flat-fee advice from vetted fiduciaries</p>
        <p className={classes.previewText}>
          Book an independent, fee-only advisor by video. No products, no sales pitch.
        </p>
        <span className={classes.previewButton}>Find your advisor</span>
        <p className={classes.previewDisclosure}>
          {EXAMPLE_NAME} earns a referral fee when you book through this page.
        </p>
      </div>
      <figcaption className={classes.caption}>
        An example landing page: your headline, our advisors, and your disclosure
      </figcaption>
    </figure>
  );
}

export default function AffiliatesPage() {
  return (
    <>
      <PageHero
        eyebrow="Affiliate program"
        title="Recommend financial advice your audience can trust"
        lead={`Join the ${APP_NAME} affiliate program. Get a landing page of your own, share it with the people who rely on you, and earn a referral fee when they book a vetted fee-only advisor.`}
        actions={
          <>
            <Button
              component={Link}
              to={AUTH_PAGES.registerAffiliate}
              size="lg"
              color="gold.4"
              c="navy.9"
            >
              Register as an affiliate
            </Button>
            <HeroLink to={`#${DISCLOSURES_ID}`} external>
              Read the ground rules
            </HeroLink>
          </>
        }
        aside={<LandingPreview />}
      />

      <Section eyebrow="How it works" title="From sign-up to your first referral">
        <CardGrid items={STEPS} columns={4} numbered />
      </Section>

      <Section tone="warm" eyebrow="Your landing page" title="A page made to share">
        <SplitLayout
          aside={
            <AsidePanel title="Every landing page includes" tone="accent">
              <CheckList
                items={[
                  'Your own short address and headline',
                  'Our vetted advisors, with prices and reviews',
                  'How booking works, step by step',
                  `Our promises, including ${REFUND_PERCENT}% money back`,
                  'An affiliate disclosure, shown automatically',
                ]}
              />
            </AsidePanel>
          }
        >
          <p>
            Your landing page is our home page with your name on it. It opens with a headline you
            choose, then shows your audience everything they need to decide: the advisors, their
            flat prices and reviews, how booking works and what we promise.
          </p>
          <p>
            There is nothing to design or maintain. Advisors, prices and availability stay current
            on their own, so a link you shared a year ago still leads somewhere useful.
          </p>
          <p>
            The address is short and easy to read aloud, which matters on a podcast or in a talk.
            Find it, and copy it, in your account once you have registered.
          </p>
        </SplitLayout>
      </Section>

      <Section eyebrow="Who it is for" title="Affiliates who fit best">
        <CardGrid items={AUDIENCES} columns={4} />
      </Section>

      <Section id={DISCLOSURES_ID} tone="warm" eyebrow="Disclosures" title="Honest by design">
        <SplitLayout
          aside={
            <AsidePanel title="Ground rules for affiliates">
              <CheckList items={GROUND_RULES} />
            </AsidePanel>
          }
        >
          <p>
            When you are paid for a recommendation, your audience has a right to know. The law
            agrees: a paid relationship has to be disclosed clearly wherever you make the
            recommendation, not tucked away in small print.
          </p>
          <p>
            Your landing page carries an affiliate disclosure automatically. Wherever you share the
            link, in an episode, an email or a post, you need to say it too, in your own words and
            close to the link.
          </p>
          <p>
            We hold ourselves to the same standard. Our advisors pay us a referral fee, which is a
            conflict of interest, and we say so to every visitor. Reviews are not paid for, filtered
            or hidden. Keeping that trust is what makes your recommendation worth something.
          </p>
        </SplitLayout>
      </Section>

      <Section eyebrow="Questions" title="Questions about the program">
        <FaqList name="affiliate-faq" entries={FAQ} />
      </Section>

      <CtaBand
        tone="warm"
        title="Share advice with nothing to sell"
        text="Register in a few minutes, get your landing page, and start recommending vetted fee-only advisors."
        actions={
          <Button
            component={Link}
            to={AUTH_PAGES.registerAffiliate}
            size="lg"
            color="gold.4"
            c="navy.9"
          >
            Register as an affiliate
          </Button>
        }
        footnote={
          <>
            Already registered? Your landing page is in{' '}
            <Link to={AREA_ROOTS.account}>My Account</Link>.
          </>
        }
      />
    </>
  );
}
