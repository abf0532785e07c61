// The FAQ (docs/product.md#the-hour, docs/product.md#public-site): six questions in an accordion,
// then the closing call to action.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_TERM_SINGULAR,
  PLAN_MIN_PAGES,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import { FaqList } from '../../ui/faq-list';
import type { FaqEntry } from '../../ui/faq-list';
import { Section } from '../../ui/section';
import classes from './faq-section.module.css';

const AccountLink = ({ children }: { children: ReactNode }) => (
  <Link to={AREA_ROOTS.account} className={classes.link}>
    {children}
  </Link>
);

const FAQ: readonly FaqEntry[] = [
  {
    question: 'What can I ask my advisor?',
    answer:
      'Anything about investing or personal finance: retirement, taxes, insurance, paying down debt, saving for college, stock options, buying a home, or simply whether you are on track.',
  },
  {
    question: 'How do I prepare for an hour meeting?',
    answer:
      'After booking you fill in a short intake form so your advisor can prepare. It helps to bring a net worth statement, your income and expenses, and the logins to your accounts so you can look at them together.',
  },
  {
    question: 'How do I share information for The Plan?',
    answer: (
      <>
        Plan clients get a secure portal in <AccountLink>your account</AccountLink>: you enter your
        figures there and upload the documents your advisor asks for.
      </>
    ),
  },
  {
    question: 'What do I get after my meeting?',
    answer: `After an hour meeting you receive an email summary of what you discussed and what to do next. After The Plan you receive a roadmap of ${PLAN_MIN_PAGES}+ pages and continued help from your advisor.`,
  },
  {
    question: 'Are meetings recorded?',
    answer: (
      <>
        Meetings can be recorded so you can watch them again in{' '}
        <AccountLink>your account</AccountLink>. You can ask your advisor to turn recording off, to
        never record your meetings, or to delete a recording permanently.
      </>
    ),
  },
  {
    question: 'How do I reschedule or cancel?',
    answer: (
      <>
        Use the link in your confirmation email or in <AccountLink>your account</AccountLink>.
        Rescheduling and cancelling are free with {RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice.
      </>
    ),
  },
];

export function FaqSection() {
  return (
    <Section tone="warm" eyebrow="Questions" title="Frequently asked questions">
      <FaqList name="faq" entries={FAQ} softBorders />

      <div className={classes.closing}>
        <h3 className={classes.closingTitle}>Ready for honest, unbiased advice?</h3>
        <Button component={Link} to={ADVISOR_PAGES.search} size="lg">
          Find your {ADVISOR_TERM_SINGULAR}
        </Button>
        <Link to={SITE_PAGES.nonUs} className={classes.link}>
          Live outside the US?
        </Link>
      </div>
    </Section>
  );
}
