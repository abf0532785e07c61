// The card every meeting list uses: who the meeting is with, its status, then what the page adds
// (time, actions, notes). Muted once the meeting is over or called off.
import type { ReactNode } from 'react';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import type { Meeting } from '../../../shared/contracts/booking';
import { Link } from 'react-router';
import classes from './meeting-card.module.css';

export interface MeetingCardProps {
  /** The person block (AdvisorPerson or ClientPerson). */
  person: ReactNode;
  status?: ReactNode;
  muted?: boolean;
  /** The id of the person's heading, which names the card. */
  labelledBy: string;
  children: ReactNode;
}

export function MeetingCard({ person, status, muted, labelledBy, children }: MeetingCardProps) {
  return (
    <article
      className={muted ? `${classes.card} ${classes.cardMuted}` : classes.card}
      aria-labelledby={labelledBy}
    >
      <div className={classes.head}>
        {person}
        {status ? <div className={classes.status}>{status}</div> : null}
      </div>
      {children}
    </article>
  );
}

export const cardHeadingId = (meeting: Meeting) => `meeting-${meeting.id}`;

/** The advisor as the client sees them: photo, name (to their profile) and title. */
export function AdvisorPerson({ meeting }: { meeting: Meeting }) {
  const { advisor } = meeting;
  return (
    <div className={classes.person}>
      <img
        className={classes.photo}
        src={advisor.profilePicUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3 className={classes.name} id={cardHeadingId(meeting)}>
          <Link to={ADVISOR_PAGES.profile(advisor.slug)}>{advisor.name}</Link>
        </h3>
        <p className={classes.subtitle}>{advisor.title}</p>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The client as their advisor sees them: initials, name and an email link. */
/** The client of a meeting; `linkTo` makes the name a link (the advisor's page of the client). */
export function ClientPerson({ meeting, linkTo }: { meeting: Meeting; linkTo?: string }) {
  const { client } = meeting;
  return (
    <div className={classes.person}>
      <span className={classes.initials} aria-hidden="true">
        {initialsOf(client.name)}
      </span>
      <div>
        <h3 className={classes.name} id={cardHeadingId(meeting)}>
          {linkTo ? <Link to={linkTo}>{client.name}</Link> : client.name}
        </h3>
        <p className={classes.subtitle}>
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </p>
      </div>
    </div>
  );
}
