// What to have at hand in a meeting (docs/product.md#the-hour, from the intake contract) and the
// promises that apply to it, beside the upcoming meetings.
import { Link } from 'react-router';
import {
  JOIN_OPENS_MINUTES_BEFORE,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import { INTAKE_PREPARATION } from '../../../shared/contracts/intake';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import classes from './parts/prepare-panel.module.css';
import { useVideoProviderNote } from './video-provider-note';

function Tick() {
  return (
    <svg className={classes.tick} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PreparePanel() {
  const videoNote = useVideoProviderNote();
  return (
    <aside className={classes.aside} aria-labelledby="prepare-title">
      <h2 id="prepare-title" className={classes.asideTitle}>
        What to prepare
      </h2>
      <p className={classes.asideText}>Have these at hand to get the most from your hour:</p>
      <ul className={classes.checklist}>
        {INTAKE_PREPARATION.map((item) => (
          <li key={item.value}>
            <Tick />
            {item.label}
          </li>
        ))}
      </ul>
      <ul className={classes.promises}>
        <li>The Join button opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start.</li>
        {videoNote && <li>{videoNote}</li>}
        <li>
          Reschedule or cancel free of charge up to {RESCHEDULE_CANCEL_NOTICE_HOURS} hours before.
        </li>
        <li>
          Not happy afterwards? Ask for your money back ({REFUND_PERCENT}%) from{' '}
          <Link to={MEETING_PAGES.account}>Past meetings</Link>.
        </li>
      </ul>
    </aside>
  );
}
