// The sandbox gateway's card form: name, number (grouped as typed, with its brand), expiry and
// security code, checked with the shared card rules before anything is sent. A note names the
// test cards, since no real card can be charged here.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { sandboxCardSchema } from '../../../../shared/contracts/booking';
import type { SandboxCard } from '../../../../shared/contracts/booking';
import { formatCurrency } from '../../../../shared/format';
import { brandName, formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { fieldErrorsFrom, messagesByField } from '../../../ui/form/field-errors';
import type { PaymentOutcome } from './payment-outcome';
import { TestCards } from './test-cards';
import classes from './payment.module.css';

type Field = keyof SandboxCard;
const FIELD_ORDER: readonly Field[] = ['name', 'number', 'expiry', 'cvc'];
const EMPTY: SandboxCard = { name: '', number: '', expiry: '', cvc: '' };

function validate(card: SandboxCard): Record<string, string> {
  const parsed = sandboxCardSchema.safeParse(card);
  return parsed.success ? {} : messagesByField(fieldErrorsFrom(parsed.error));
}

export interface CardPaymentFormProps {
  amountCents: number;
  busy: boolean;
  outcome: PaymentOutcome;
  onPay: (card: SandboxCard) => void;
  /** What a declined card leaves as it was. */
  keptNote?: string;
  /** What happens once the payment goes through. */
  footnote?: string;
}

const KEPT_NOTE = 'your time is still held.';
const FOOTNOTE =
  'Your meeting is booked the moment the payment goes through, and you get a confirmation email straight away.';

export function CardPaymentForm({
  amountCents,
  busy,
  outcome,
  onPay,
  keptNote = KEPT_NOTE,
  footnote = FOOTNOTE,
}: CardPaymentFormProps) {
  const [card, setCard] = useState<SandboxCard>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  // The server's messages stand until the client changes the card.
  const [shownOutcome, setShownOutcome] = useState(outcome);
  if (shownOutcome !== outcome) {
    setShownOutcome(outcome);
    if (Object.keys(outcome.fields).length > 0) setErrors(outcome.fields);
  }

  const update = (next: SandboxCard) => {
    setCard(next);
    if (attempted) setErrors(validate(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(card);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onPay(card);
  };

  const brand = brandName(card.number);
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <TestCards onUse={(number) => update({ ...card, number: formatCardNumber(number) })} />
      {outcome.declined && (
        <Alert color="red" variant="light" role="alert" title="Payment declined">
          {outcome.declined} Nothing was charged, and {keptNote}
        </Alert>
      )}
      {outcome.problem && (
        <Alert color="red" variant="light" role="alert" title="Payment not completed">
          {outcome.problem}
        </Alert>
      )}
      <TextInput
        name="name"
        label="Name on card"
        autoComplete="cc-name"
        required
        value={card.name}
        onChange={(event) => update({ ...card, name: event.currentTarget.value })}
        error={errors.name}
      />
      <TextInput
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        value={card.number}
        onChange={(event) =>
          update({ ...card, number: formatCardNumber(event.currentTarget.value) })
        }
        error={errors.number}
        rightSection={brand ? <span className={classes.brand}>{brand}</span> : null}
        rightSectionWidth={brand ? 132 : undefined}
        rightSectionPointerEvents="none"
      />
      <div className={classes.pair}>
        <TextInput
          name="expiry"
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={card.expiry}
          onChange={(event) =>
            update({ ...card, expiry: formatExpiry(event.currentTarget.value, card.expiry) })
          }
          error={errors.expiry}
        />
        <TextInput
          name="cvc"
          label="Security code"
          description="3 or 4 digits"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          required
          value={card.cvc}
          onChange={(event) => update({ ...card, cvc: formatCvc(event.currentTarget.value) })}
          error={errors.cvc}
        />
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        Pay {formatCurrency(amountCents)}
      </Button>
      <p className={classes.secure}>{footnote}</p>
    </form>
  );
}
