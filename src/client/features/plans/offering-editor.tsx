// One of the advisor's offerings in the dashboard (docs/product.md#offerings): on or off, its price
// on the shared range and step, its terms and, for The Ongoing, how many clients at once with the
// places already taken. Checked with the same shared schema as the server, field by field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NumberInput, Switch, Textarea } from '@mantine/core';
import { LIMITS } from '../../../shared/limits';
import { ONGOING_BILLING_MONTHS, ONGOING_TOTAL_CAPACITY_MAX } from '../../../shared/constants';
import { OFFERING_UPDATE_SCHEMAS } from '../../../shared/contracts/offerings';
import type { OwnOffering } from '../../../shared/contracts/offerings';
import { formatCurrency } from '../../../shared/format';
import { useNotifications } from '../../ui/notifications';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useSaveOffering } from './offerings-api';
import classes from './parts/offering-editor.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

const FIELDS = ['enabled', 'priceCents', 'capacity', 'terms'] as const;

/** NumberInput gives '' while the box is empty; NaN keeps it invalid until filled. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

export interface OfferingDraft {
  enabled: boolean;
  /** Whole dollars as typed (The Ongoing: per month). */
  priceDollars: number;
  capacity: number;
  terms: string;
}

/** The body the editor sends: the shared schema's shape, the price in cents. */
export function offeringBody(offering: Pick<OwnOffering, 'kind'>, draft: OfferingDraft) {
  const base = {
    enabled: draft.enabled,
    priceCents: Math.round(draft.priceDollars * 100),
    terms: draft.terms,
  };
  return advisorSetsCapacity(offering.kind) ? { ...base, capacity: draft.capacity } : base;
}

const draftOf = (offering: OwnOffering): OfferingDraft => ({
  enabled: offering.enabled,
  priceDollars: offering.priceCents / 100,
  capacity: offering.capacity ?? 1,
  terms: offering.terms,
});

export function OfferingEditor({
  offering,
  flagOn = true,
}: {
  offering: OwnOffering;
  /** The Ongoing's flag: while off, the offering is kept but shown to no one. */
  flagOn?: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(offering));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(OFFERING_UPDATE_SCHEMAS[offering.kind], FIELDS, formRef);
  const save = useSaveOffering(offering.id);
  const notify = useNotifications();
  const name = offeringOf(offering.kind).name;
  const rule = offeringOf(offering.kind).price.rule;
  const ongoing = advisorSetsCapacity(offering.kind);
  const titleId = `offering-${offering.kind}-title`;

  const change = (next: Partial<OfferingDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    form.recheck(offeringBody(offering, updated));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = form.validate(offeringBody(offering, draft));
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notify.success(`${name} is saved.`);
      },
      onError: form.refused,
    });
  };

  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <header className={classes.header}>
        <div>
          <h2 id={titleId} className={classes.title}>
            {name}
          </h2>
          <p className={classes.status}>{statusText(offering, draft.enabled, flagOn)}</p>
        </div>
      </header>
      {ongoing && !flagOn && (
        <p className={classes.note} role="note">
          The Ongoing is not offered to clients at the moment. Your settings are kept and apply as
          soon as it is.
        </p>
      )}
      {form.problem && (
        <p className={classes.problem} role="alert">
          {form.problem}
        </p>
      )}
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <Switch
          name="enabled"
          label={`Offer ${name} to new clients`}
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.currentTarget.checked })}
          error={form.error('enabled')}
        />
        <div className={classes.numbers}>
          <NumberInput
            name="priceCents"
            label={ongoing ? 'Monthly price (USD)' : 'Price (USD)'}
            description={`${formatCurrency(rule.min * 100)} to ${formatCurrency(rule.max * 100)}, in steps of ${formatCurrency(rule.step * 100)}${ongoing ? `; billed every ${ONGOING_BILLING_MONTHS} months` : ''}.`}
            prefix="$"
            min={rule.min}
            max={rule.max}
            step={rule.step}
            thousandSeparator=","
            allowNegative={false}
            decimalScale={2}
            // Out-of-range values stay as typed, so the field's message says what is wrong.
            clampBehavior="none"
            required
            value={shown(draft.priceDollars)}
            onChange={(value) => change({ priceDollars: numberOf(value) })}
            error={form.error('priceCents')}
          />
          {ongoing && (
            <NumberInput
              name="capacity"
              label="Clients at once"
              description={`1 to ${ONGOING_TOTAL_CAPACITY_MAX}. ${placesText(offering)}`}
              min={1}
              max={ONGOING_TOTAL_CAPACITY_MAX}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              required
              value={shown(draft.capacity)}
              onChange={(value) => change({ capacity: numberOf(value) })}
              error={form.error('capacity')}
            />
          )}
        </div>
        <Textarea
          name="terms"
          label="Terms"
          description={`What the client accepts before paying, ${LIMITS.offeringTerms.min} to ${LIMITS.offeringTerms.max.toLocaleString('en-US')} characters.`}
          autosize
          minRows={4}
          maxRows={14}
          required
          value={draft.terms}
          onChange={(event) => change({ terms: event.currentTarget.value })}
          error={form.error('terms')}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save {name}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The advisor sets how many clients at once (The Ongoing). */
const advisorSetsCapacity = (kind: OwnOffering['kind']) =>
  offeringOf(kind).hold.capacity === 'advisor-sets';

function statusText(offering: OwnOffering, enabled: boolean, flagOn: boolean): string {
  if (!enabled) return 'Off: not shown on your profile.';
  if (offeringOf(offering.kind).flag && !flagOn) return 'On, but not offered to clients yet.';
  if (advisorSetsCapacity(offering.kind) && offering.placesLeft === 0) {
    return 'On and full: new clients can join your waitlist.';
  }
  return 'On: shown on your profile.';
}

function placesText(offering: OwnOffering): string {
  const waiting =
    offering.waitlistLength > 0
      ? ` ${offering.waitlistLength} ${offering.waitlistLength === 1 ? 'person is' : 'people are'} waiting.`
      : '';
  return `${offering.placesTaken} of ${offering.capacity ?? 0} places taken.${waiting}`;
}
