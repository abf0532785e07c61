// /contact (docs/product.md#public-site): a message to the firm, stored and emailed to the admins,
// plus the other places people usually need instead (their account for a booking, the advisor
// recruit page).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '../../../shared/contracts/contact';
import type { ContactMessage, ContactTopic } from '../../../shared/contracts/contact';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { SITE_PAGES } from '../../../shared/routes/site';
import { sendContactMessage } from '../../features/contact/contact-api';
import { ContactDetails } from '../../ui/contact-details';
import { useContactDetails } from '../../api/contact-details';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useAuth } from '../../auth/auth-context';
import classes from './contact-page.module.css';

type Field = keyof ContactMessage;
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['name', 'email', 'topic', 'subject', 'message'];
const DEFAULT_TOPIC: ContactTopic = 'question';
const TOPIC_OPTIONS = CONTACT_TOPICS.map(({ value, label }) => ({ value, label }));

const isTopic = (value: string | null): value is ContactTopic =>
  CONTACT_TOPICS.some((topic) => topic.value === value);

/** The form's own words for a refusal no field holds. */
const MESSAGES = { byStatus: { 429: CONTACT_RATE_LIMITED_MESSAGE } };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function SentConfirmation({ message, onAgain }: { message: ContactMessage; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus so screen readers hear the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={classes.sent} role="status">
      <h3 ref={heading} tabIndex={-1} className={classes.sentTitle}>
        Thanks{firstName(message.name) ? `, ${firstName(message.name)}` : ''}. Your message is on
        its way.
      </h3>
      <p>
        Our team has been emailed a copy. A person will reply to <strong>{message.email}</strong>,
        usually within one business day. If you don’t see our answer, please check your spam folder.
      </p>
      <div className={classes.actions}>
        <Button onClick={onAgain}>Send another message</Button>
        <Button component={Link} to={ADVISOR_PAGES.search} variant="default">
          Browse advisors
        </Button>
      </div>
    </div>
  );
}

export function ContactForm() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const linkedTopic = params.get('topic');
  // Only what the visitor typed; name and email fall back to the signed-in user's.
  const [draft, setDraft] = useState<Partial<Values>>({});
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const check = useFormErrors(contactMessageSchema, FIELDS, form, MESSAGES);
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const values: Values = {
    name: draft.name ?? user?.fullName ?? '',
    email: draft.email ?? user?.email ?? '',
    topic: draft.topic ?? (isTopic(linkedTopic) ? linkedTopic : DEFAULT_TOPIC),
    subject: draft.subject ?? '',
    message: draft.message ?? '',
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setDraft((current) => ({ ...current, [field]: value }));
    check.recheck(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const message = check.validate(values);
    if (!message) return;
    mutation.mutate(message, {
      onSuccess: () => setSent(message),
      onError: check.refused,
    });
  };

  const again = () => {
    setSent(null);
    setDraft((current) => ({ name: current.name, email: current.email }));
    check.reset();
    mutation.reset();
  };

  if (sent) return <SentConfirmation message={sent} onAgain={again} />;

  const { problem, error } = check;
  const length = values.message.length;
  const counter = `${length.toLocaleString('en-US')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`;

  return (
    <form ref={form} className={classes.form} onSubmit={submit} noValidate>
      {user && (
        <p className={classes.signedIn}>
          You’re signed in as {user.fullName}, so we’ll link this message to your account.
        </p>
      )}
      {problem && (
        <Alert color="red" variant="light" title="Your message was not sent" role="alert">
          {problem}
        </Alert>
      )}
      <div className={classes.pair}>
        <TextInput
          name="name"
          label="Your name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => change('name')(event.currentTarget.value)}
          error={error('name')}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          description="We reply to this address."
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email')(event.currentTarget.value)}
          error={error('email')}
        />
      </div>
      <NativeSelect
        name="topic"
        label="What is it about?"
        required
        data={TOPIC_OPTIONS}
        value={values.topic}
        onChange={(event) => change('topic')(event.currentTarget.value)}
        error={error('topic')}
      />
      <TextInput
        name="subject"
        label="Subject"
        required
        value={values.subject}
        onChange={(event) => change('subject')(event.currentTarget.value)}
        error={error('subject')}
      />
      <Textarea
        name="message"
        label="Message"
        required
        autosize
        minRows={6}
        maxRows={16}
        value={values.message}
        onChange={(event) => change('message')(event.currentTarget.value)}
        error={error('message')}
        description={
          <span className={length > CONTACT_MESSAGE_MAX ? classes.over : undefined}>{counter}</span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <div className={classes.submitRow}>
        <Button type="submit" size="md" loading={mutation.isPending}>
          Send message
        </Button>
        <p className={classes.note}>
          We use your details only to answer you. See our{' '}
          <Link to={COMPLIANCE_PAGES.privacy}>Privacy Policy</Link>.
        </p>
      </div>
    </form>
  );
}

const ELSEWHERE = [
  {
    title: 'An existing booking',
    text: `Reschedule or cancel up to ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before your meeting, and find your notes and invoices, in your account.`,
    link: { to: AREA_ROOTS.account, label: 'Go to my account' },
  },
  {
    title: 'Advisors who want to join',
    text: 'Independent, fee-only fiduciary? See how the marketplace works for advisors and apply.',
    link: { to: SITE_PAGES.recruit, label: 'Advisor opportunities' },
  },
  {
    title: 'Before you book',
    text: 'What The Hour and The Plan include, what they cost and who they suit.',
    link: { to: SITE_PAGES.services, label: 'Services and pricing' },
  },
  {
    title: 'Living outside the US',
    text: 'Our advisors are registered to advise US residents. Here is what that means for you.',
    link: { to: SITE_PAGES.nonUs, label: 'Advice from abroad' },
  },
] as const;

/** On a phone the form comes first; this puts the number within the first screen too. */
function QuickCall() {
  const { data } = useContactDetails();
  if (!data) return null;
  return (
    <p className={classes.quickCall}>
      Prefer to talk? Call <a href={data.phoneHref}>{data.phone}</a>.
    </p>
  );
}

export default function ContactPage() {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <p className={classes.eyebrow}>Contact</p>
        <h1 className={classes.title}>How can we help?</h1>
        <p className={classes.intro}>
          Questions about booking, an existing meeting, or joining as an advisor: send us a message
          and a person will answer, usually within one business day.
        </p>
        <QuickCall />
      </header>
      <div className={classes.layout}>
        <section className={classes.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={classes.cardTitle}>
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className={classes.aside} aria-labelledby="contact-elsewhere-title">
          <section className={classes.reach} aria-labelledby="contact-reach-title">
            <h2 id="contact-reach-title" className={classes.asideTitle}>
              Call, email or write
            </h2>
            <p className={classes.reachNote}>
              A person answers on US business days, usually the same day.
            </p>
            <ContactDetails
              fallback={
                <p className={classes.reachNote}>
                  Our phone and email are unavailable just now; the form reaches the same team.
                </p>
              }
            />
          </section>
          <h2 id="contact-elsewhere-title" className={classes.asideTitle}>
            You may find it faster here
          </h2>
          <ul className={classes.elsewhere}>
            {ELSEWHERE.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                <Link to={item.link.to}>{item.link.label}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
