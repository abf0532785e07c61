// The advisor's availability as one form: edits stay in a draft until saved; the shared rules
// check the draft first, and the server's field messages land beside the same inputs.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { AvailabilitySettings } from '../../../shared/contracts/availability';
import { validateAvailabilityRules } from '../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import type { FieldErrors } from '../../../shared/errors';
import { useSaveAvailabilitySettings } from './availability-settings-api';
import { fieldErrorsOf, isValidationError } from '../../api/http';
import { useNotifications } from '../../ui/notifications';
import { TimeZoneSelect } from '../../ui/time-zone-select';
import { canonicalRules, sameRules } from './parts/availability-draft';
import { BookingLimits } from './parts/booking-limits';
import { DateChanges } from './parts/date-changes';
import { issuesToFieldErrors, placeErrors } from './parts/field-errors';
import { TimeOffList } from './parts/time-off';
import { useUnsavedChangesGuard } from '../../ui/form/use-unsaved-changes-guard';
import { WeeklyHours } from './parts/weekly-hours';
import sections from './parts/availability-sections.module.css';
import classes from './parts/availability-form.module.css';

const EMPTY: FieldErrors = {};

function statusText(unsaved: boolean, saving: boolean, isDefault: boolean): string {
  if (saving) return 'Saving…';
  if (unsaved) return 'You have unsaved changes.';
  if (isDefault) {
    return 'These are the standard hours, not saved yet. Save them as they are, or change anything first.';
  }
  return 'All changes saved.';
}

export function AvailabilityForm({ settings }: { settings: AvailabilitySettings }) {
  const saved = useMemo(() => canonicalRules(settings.rules), [settings.rules]);
  const [draft, setDraft] = useState<AvailabilityRules>(saved);
  // The shared rules speak up after the first save attempt, then follow every edit.
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(EMPTY);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const save = useSaveAvailabilitySettings();
  const notify = useNotifications();

  const unsaved = !sameRules(draft, saved);
  useUnsavedChangesGuard(unsaved, 'Your changes to your availability have not been saved.');
  // The standard hours shown before anything is stored can be saved as they are: that is how an
  // advisor keeps them (the checklist counts stored hours only).
  const savable = unsaved || settings.isDefault;

  const issues = useMemo(() => validateAvailabilityRules(draft), [draft]);
  const placement = useMemo(
    () =>
      placeErrors(
        checked ? { ...issuesToFieldErrors(issues), ...serverErrors } : serverErrors,
        draft,
      ),
    [checked, issues, serverErrors, draft],
  );
  const hasErrors = Object.keys(placement.fields).length > 0 || placement.unplaced.length > 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? summaryRef.current)?.focus();
  }, [focusRequest]);

  const edit = (next: AvailabilityRules) => {
    setDraft(next);
    // The server judged the old values; its messages would now point at the wrong rows.
    setServerErrors(EMPTY);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!savable || save.isPending) return;
    if (issues.length > 0) {
      setChecked(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(draft, {
      onSuccess: () => {
        setChecked(false);
        notify.success('Clients now see your new hours.', 'Availability saved');
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (isValidationError(error) && Object.keys(fields).length > 0) {
          setServerErrors(fields);
          setFocusRequest((n) => n + 1);
          return;
        }
        notify.error(error.message || 'Please try again.', 'Your availability was not saved');
      },
    });
  };

  const { fields } = placement;
  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.layout}>
        <section
          className={`${sections.section} ${classes.zone}`}
          aria-labelledby="time-zone-title"
        >
          <h2 id="time-zone-title" className={sections.title}>
            Time zone
          </h2>
          <TimeZoneSelect
            label="Your time zone"
            description="Your weekly hours and date changes are read in this zone."
            value={draft.timeZone}
            onChange={(timeZone) => edit({ ...draft, timeZone })}
            error={fields.timeZone}
          />
        </section>
        <div className={classes.week}>
          <WeeklyHours rules={draft} onChange={edit} errors={fields} />
        </div>
        <div className={classes.limits}>
          <BookingLimits rules={draft} onChange={edit} errors={fields} />
        </div>
        <div className={classes.dates}>
          <DateChanges rules={draft} onChange={edit} errors={fields} />
        </div>
        <div className={classes.off}>
          <TimeOffList rules={draft} onChange={edit} errors={fields} />
        </div>
      </div>

      <div className={classes.saveBar} data-sticky={unsaved || undefined}>
        {placement.unplaced.length > 0 && (
          <Alert color="red" variant="light" title="Some rules cannot be saved">
            <ul className={classes.unplaced}>
              {placement.unplaced.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className={classes.saveRow}>
          {hasErrors ? (
            <p ref={summaryRef} tabIndex={-1} className={classes.problem} role="alert">
              Some fields need your attention. Fix the highlighted fields, then save again.
            </p>
          ) : (
            <p className={classes.status} aria-live="polite">
              {statusText(unsaved, save.isPending, settings.isDefault)}
            </p>
          )}
          <div className={classes.saveActions}>
            <Button
              variant="default"
              disabled={!unsaved || save.isPending}
              onClick={() => {
                setDraft(saved);
                setChecked(false);
                setServerErrors(EMPTY);
              }}
            >
              Discard
            </Button>
            <Button type="submit" disabled={!savable} loading={save.isPending}>
              Save availability
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
