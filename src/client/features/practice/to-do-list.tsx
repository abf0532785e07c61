// "What needs doing" on Advisor Home: reviews to answer, documents clients still owe, written
// plans to deliver and overdue invoices, each linking to where it is done.
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { PracticeToDo } from '../../../shared/contracts/practice';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { ADVISOR_CLIENT_PAGES } from '../../../shared/routes/advisor-clients';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { usePracticeToDo } from './to-do-api';
import classes from './to-do-list.module.css';

interface Item {
  key: string;
  to: string;
  what: string;
  detail: string;
}

/** 'Mar 3' of a calendar day, whatever the viewer's zone. */
const calendarDay = (day: string) => formatMeetingDay(`${day}T12:00:00Z`, 'UTC');

function itemsOf(toDo: PracticeToDo, timeZone: string): Item[] {
  const reviews = toDo.reviewsToAnswer;
  return [
    ...(reviews > 0
      ? [
          {
            key: 'reviews',
            to: REVIEW_PAGES.dashboard,
            what: reviews === 1 ? '1 review to answer' : `${reviews} reviews to answer`,
            detail: 'Your answer shows under the review on your profile.',
          },
        ]
      : []),
    ...toDo.plansToDeliver.map((plan) => ({
      key: `plan-${plan.engagementId}`,
      to: ADVISOR_CLIENT_PAGES.client(plan.client.id),
      what: `Deliver ${plan.client.name}’s written plan`,
      detail: plan.endsOn ? `The Plan’s last day is ${calendarDay(plan.endsOn)}.` : 'The Plan.',
    })),
    ...toDo.documentRequests.map((request) => ({
      key: `request-${request.id}`,
      to: ADVISOR_CLIENT_PAGES.client(request.client.id),
      what: `${request.client.name} still owes “${request.title}”`,
      detail: `Asked ${formatMeetingDay(request.askedAt, timeZone)}.`,
    })),
    ...toDo.overdueInvoices.map((invoice) => ({
      key: `invoice-${invoice.id}`,
      to: ADVISOR_CLIENT_PAGES.client(invoice.client.id),
      what: `${invoice.number} of ${formatCurrency(invoice.amountCents)} is overdue`,
      detail: `${invoice.client.name}, due ${formatMeetingDay(invoice.dueAt, timeZone)}.`,
    })),
  ];
}

export function PracticeToDoList() {
  const toDo = usePracticeToDo();
  const timeZone = useDisplayTimeZone();
  let content;
  if (toDo.isPending) {
    content = <p className={classes.muted}>Loading what needs doing…</p>;
  } else if (toDo.isError) {
    content = (
      <Alert color="red" variant="light" title="What needs doing could not be loaded">
        <Button size="xs" variant="default" onClick={() => void toDo.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    const items = itemsOf(toDo.data, timeZone);
    content =
      items.length === 0 ? (
        <p className={classes.muted}>
          Nothing is waiting on you: every review is answered, every plan delivered, no document or
          payment overdue.
        </p>
      ) : (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={classes.item}>
                <span className={classes.what}>{item.what}</span>
                <span className={classes.detail}>{item.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="to-do-title" className={classes.section} aria-busy={toDo.isPending}>
      <h2 id="to-do-title" className={classes.heading}>
        What needs doing
      </h2>
      {content}
    </section>
  );
}
