// The chosen time and the one action: Continue. Beside the calendar on wide screens; on phones
// it stays at the bottom of the screen so Continue is always in reach.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { SLOT_HOLD_MINUTES } from '../../../shared/domain/availability';
import { formatHourlyRate } from '../../../shared/format';
import {
  formatClockTime,
  formatMeetingDate,
  timeZoneLongName,
  timeZoneShortName,
} from '../../../shared/meeting-time';
import type { OpenSlot } from './slot-weeks';
import classes from './parts/selection-panel.module.css';

export interface SelectionPanelProps {
  advisor: AdvisorProfile;
  slot: OpenSlot | null;
  timeZone: string;
  /** Why nothing is chosen although the visitor came with a time, or why holding failed. */
  problem: ReactNode;
  /** Where the client lives, asked before the hold when it is not known yet (ADR 0054). */
  residenceField?: ReactNode;
  signedIn: boolean;
  busy: boolean;
  onContinue: () => void;
}

function ChosenTime({
  advisor,
  slot,
  timeZone,
}: Pick<SelectionPanelProps, 'advisor' | 'timeZone'> & { slot: OpenSlot }) {
  const own = formatClockTime(slot.start, advisor.timeZone);
  const differs = own !== formatClockTime(slot.start, timeZone);
  return (
    <div className={classes.chosen}>
      <p className={classes.date}>{formatMeetingDate(slot.start, timeZone)}</p>
      <p className={classes.clock}>
        {formatClockTime(slot.start, timeZone)} – {formatClockTime(slot.end, timeZone)}{' '}
        <abbr title={timeZoneLongName(timeZone, slot.start)} className={classes.zone}>
          {timeZoneShortName(timeZone, slot.start)}
        </abbr>
      </p>
      {differs && (
        <p className={classes.theirs}>
          {own} {timeZoneShortName(advisor.timeZone, slot.start)} for {advisor.firstName}
        </p>
      )}
    </div>
  );
}

export function SelectionPanel({
  advisor,
  slot,
  timeZone,
  problem,
  residenceField,
  signedIn,
  busy,
  onContinue,
}: SelectionPanelProps) {
  return (
    <div className={classes.panel}>
      <h2 className={classes.heading}>Your time</h2>
      <div aria-live="polite">
        {slot ? (
          <ChosenTime advisor={advisor} slot={slot} timeZone={timeZone} />
        ) : (
          <p className={classes.placeholder}>Choose a time from the calendar.</p>
        )}
      </div>
      {problem && (
        <Alert color="red" variant="light" role="alert" className={classes.problem}>
          {problem}
        </Alert>
      )}
      {residenceField}
      <div className={classes.total}>
        <span>The Hour with {advisor.firstName}</span>
        <strong>{formatHourlyRate(advisor.hourlyRate)}</strong>
      </div>
      <Button size="md" fullWidth disabled={!slot} loading={busy} onClick={onContinue}>
        Continue
      </Button>
      <p className={classes.note}>
        {signedIn
          ? `We hold the time for ${SLOT_HOLD_MINUTES} minutes while you answer a few questions and pay.`
          : 'Next, log in or create your free account. Your chosen time comes with you.'}
      </p>
    </div>
  );
}
