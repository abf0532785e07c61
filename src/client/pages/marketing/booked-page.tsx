// /booked: the page after a booking. What happens next, what to prepare, how to join, and how to
// reschedule or cancel. BookedContent takes an optional card with the meeting's own details,
// shown first, for the booking flow that knows which meeting was booked.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  APP_NAME,
  JOIN_OPENS_MINUTES_BEFORE,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { HeroLink, HeroPanel, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, SplitLayout } from '../../ui/split-layout';
import { useBookedMeetingDetails } from '../../features/booking/booked-meeting';
import { PromiseSection } from '../../features/marketing/promise-section';
import classes from './booked-page.module.css';

const PREPARE_ID = 'prepare';

const NEXT_STEPS: readonly CardItem[] = [
  {
    title: 'Check your email',
    text: 'Your confirmation has the date and time, the link to join your video meeting, and a link to reschedule if you need to.',
  },
  {
    title: 'Your advisor reads your answers',
    text: (
      <p>
        What you told us while booking goes to your advisor before you meet. Forgot something?{' '}
        <Link to={SITE_PAGES.contact}>Contact us</Link> and we will pass it on.
      </p>
    ),
  },
  {
    title: 'Gather your numbers',
    text: 'Pull together the documents below. Ten minutes now saves a lot of your meeting time later.',
  },
  {
    title: 'Meet, then read your notes',
    text: 'Join by video at the booked time. Afterwards you get an email summary of the advice and your next steps.',
  },
];

const JOINING: readonly CardItem[] = [
  {
    title: 'Use your meeting link',
    text: (
      <p>
        The link is in your confirmation email and in{' '}
        <Link to={AREA_ROOTS.account}>My Account</Link>. It works from {JOIN_OPENS_MINUTES_BEFORE}{' '}
        minutes before the start; your advisor will join at the booked time.
      </p>
    ),
  },
  {
    title: 'Check your setup',
    text: 'A computer is best, so you can share your screen and look at accounts together. Use a quiet room, headphones if you have them, and allow the browser to use your camera and microphone.',
  },
  {
    title: 'Recording is your choice',
    text: 'Meetings can be recorded so you can watch them again in your account. Ask your advisor to turn recording off, never to record you, or to delete a recording permanently.',
  },
];

export interface BookedContentProps {
  /** The booked meeting's own details (advisor, time, join link), shown before everything else. */
  details?: ReactNode;
  /**
   * A meeting is named (`?event=`): the hero is one short band, so the meeting's date, time and
   * advisor are on a phone's first screen (docs/product.md#booking). Known before hydration, so
   * the hero keeps its size when the card arrives.
   */
  compact?: boolean;
}

export function BookedContent({ details, compact = details !== undefined }: BookedContentProps) {
  return (
    <>
      {compact ? (
        <PageHero
          eyebrow="Booking confirmed"
          title="You’re booked"
          lead="Your confirmation email is on its way with the link to join."
        />
      ) : (
        <PageHero
          eyebrow="Booking confirmed"
          title="You’re booked"
          lead="Thank you for booking. Your confirmation email is on its way with everything you need. Here is what happens next, and how to get the most from your meeting."
          actions={
            <>
              <Button component={Link} to={AREA_ROOTS.account} size="lg" color="gold.4" c="navy.9">
                Go to My Account
              </Button>
              <HeroLink to={`#${PREPARE_ID}`} external>
                What to prepare
              </HeroLink>
            </>
          }
          aside={
            <HeroPanel title="Confirmation on its way" icon="check">
              <p>
                Look for an email from {APP_NAME} with your meeting time, the link to join and the
                link to reschedule.
              </p>
              <p>
                Nothing after a few minutes? Check your spam or promotions folder, or find the same
                details in <Link to={AREA_ROOTS.account}>My Account</Link>.
              </p>
            </HeroPanel>
          }
        />
      )}

      {details && (
        <div className={classes.details}>
          <div className={classes.detailsInner}>{details}</div>
        </div>
      )}

      <Section eyebrow="Next steps" title="What happens next">
        <CardGrid items={NEXT_STEPS} columns={4} numbered />
      </Section>

      <Section id={PREPARE_ID} tone="warm" eyebrow="Before you meet" title="What to prepare">
        <SplitLayout
          aside={
            <AsidePanel title="Your checklist" tone="accent">
              <CheckList
                items={[
                  'Your booking answers, to look over in My Account',
                  'A net worth statement: what you own and what you owe',
                  'Your monthly income and expenses',
                  'Logins to the accounts you want to discuss',
                  'Your questions, most important first',
                ]}
              />
            </AsidePanel>
          }
        >
          <p>
            Your advisor reads the answers you gave while booking, what you want to achieve and the
            questions on your mind, so they can think about your situation before you meet rather
            than during the meeting. You can read them again in{' '}
            <Link to={AREA_ROOTS.account}>My Account</Link>; if you forgot something,{' '}
            <Link to={SITE_PAGES.contact}>contact us</Link> and we will pass it on.
          </p>
          <p>
            Bring real numbers. A simple net worth statement, listing your accounts, property and
            debts with rough balances, plus a picture of what comes in and goes out each month, lets
            your advisor give specific advice instead of general rules.
          </p>
          <p>
            Have your account logins to hand. Looking at an actual 401(k) menu or brokerage
            statement together often answers in a minute what would otherwise take ten.
          </p>
          <p>
            If someone shares your finances, invite them to join. Advice lands better when everyone
            it affects has heard the reasoning.
          </p>
        </SplitLayout>
      </Section>

      <Section eyebrow="On the day" title="Joining your video meeting">
        <CardGrid items={JOINING} columns={3} />
      </Section>

      <Section tone="warm" eyebrow="Change of plans" title="Need to reschedule or cancel?">
        <div className={classes.change}>
          <p className={classes.changeLead}>
            Rescheduling and cancelling are free up to {RESCHEDULE_CANCEL_NOTICE_HOURS} hours before
            your meeting.
          </p>
          <p>
            Use the reschedule link in your confirmation email, or open{' '}
            <Link to={AREA_ROOTS.account}>My Account</Link> and choose a new time for the meeting.
            If your meeting is less than {RESCHEDULE_CANCEL_NOTICE_HOURS} hours away,{' '}
            <Link to={SITE_PAGES.contact}>contact us</Link> and tell us what happened.
          </p>
          <p>
            And if the meeting is not what you hoped for, tell us afterwards: you get a{' '}
            {REFUND_PERCENT}% refund.
          </p>
        </div>
      </Section>

      <PromiseSection />

      <CtaBand
        tone="warm"
        title="Questions before your meeting?"
        text="Our team is happy to help with anything about your booking, your answers or joining the meeting."
        actions={
          <>
            <Button component={Link} to={SITE_PAGES.contact} size="lg" color="gold.4" c="navy.9">
              Contact us
            </Button>
            <Button
              component={Link}
              to={AREA_ROOTS.account}
              size="lg"
              variant="outline"
              color="gray.0"
            >
              My Account
            </Button>
          </>
        }
      />
    </>
  );
}

/** With `?event=`, the signed-in client's own meeting is shown first (read after hydration). */
export default function BookedPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event');
  return <BookedContent details={useBookedMeetingDetails(eventId)} compact={eventId !== null} />;
}
