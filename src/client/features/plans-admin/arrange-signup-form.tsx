// Adding a Plan or an Ongoing by hand (docs/product.md#plans-admin, ADR 0073): the admin finds the
// client (users/search, Consumers only) and the advisor (users/roles/Advisor), says why, and the
// signup and its instance are made; the signup's page opens. A client named in the address
// (`?client=`, from a user's page) is shown by name (users/basic).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  basicUserSchema,
  userPageSchema,
  userSearchAnswerSchema,
} from '../../../shared/contracts/admin-users';
import {
  createSignupSchema,
  createdSignupSchema,
} from '../../../shared/contracts/plans-admin-create';
import type { CreateSignup } from '../../../shared/contracts/plans-admin-create';
import { LIMITS } from '../../../shared/limits';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { PLANS_ADMIN_API_BY_KIND } from '../../../shared/routes/plans-admin-api';
import { http } from '../../api/http';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { adminFailureMessage } from '../console/admin-failure';
import { editPagesOf } from './parts/edit-links';
import { freshReloadId } from './parts/plans-format';
import classes from './plans-admin.module.css';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

const FIELDS = ['clientId', 'advisorUserId', 'reason'] as const;
const SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH = 2;

interface Choice {
  value: string;
  label: string;
}

const choiceOf = (user: { id: string; fullName: string; email: string }): Choice => ({
  value: user.id,
  label: `${user.fullName} (${user.email})`,
});

/** Choices found as the admin types, keeping the chosen one in the list. */
function usePeople(
  key: string,
  text: string,
  find: (text: string) => Promise<Choice[]>,
  chosen: Choice | null,
) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['admin', 'people', key, debounced],
    queryFn: () => find(debounced),
    enabled: debounced.length >= MIN_SEARCH,
  });
  const list = found.data ?? [];
  return chosen && !list.some((item) => item.value === chosen.value) ? [chosen, ...list] : list;
}

/** A search box and the people it found, one of whom is chosen. */
function PersonPicker({
  label,
  searchLabel,
  text,
  onText,
  choices,
  chosen,
  onChoose,
  error,
}: {
  label: string;
  searchLabel: string;
  text: string;
  onText: (text: string) => void;
  choices: Choice[];
  chosen: Choice | null;
  onChoose: (choice: Choice | null) => void;
  error: string | undefined;
}) {
  const hint =
    text.trim().length < MIN_SEARCH
      ? `Type at least ${MIN_SEARCH} characters of a name or email.`
      : choices.length === 0
        ? 'Nobody found.'
        : undefined;
  return (
    <div className={classes.instanceForm}>
      <TextInput
        label={searchLabel}
        placeholder="Name or email"
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        description={hint}
      />
      <NativeSelect
        label={label}
        required
        value={chosen?.value ?? ''}
        onChange={(event) =>
          onChoose(choices.find((item) => item.value === event.currentTarget.value) ?? null)
        }
        data={[{ value: '', label: 'Choose…' }, ...choices]}
        error={error}
      />
    </div>
  );
}

export function ArrangeSignupForm({
  kind,
  clientId: initialClient,
}: {
  kind: EngagementKind;
  clientId?: string;
}) {
  const notify = useNotifications();
  const navigate = useNavigate();
  const form = useFormErrors(createSignupSchema, FIELDS);
  const [client, setClient] = useState<Choice | null>(null);
  const [advisor, setAdvisor] = useState<Choice | null>(null);
  const [clientText, setClientText] = useState('');
  const [advisorText, setAdvisorText] = useState('');
  const [reason, setReason] = useState('');

  // A client named in the address, shown by name until another is chosen.
  const named = useQuery({
    queryKey: ['admin', 'user-basic', initialClient],
    queryFn: async () =>
      choiceOf(basicUserSchema.parse(await http.get(ADMIN_API.userBasic(initialClient!)))),
    enabled: initialClient !== undefined,
  });
  const shownClient = client ?? named.data ?? null;

  const clients = usePeople(
    'consumers',
    clientText,
    async (text) =>
      userSearchAnswerSchema
        .parse(await http.get(ADMIN_API.userSearch(text, 'Consumer')))
        .map(choiceOf),
    shownClient,
  );
  const advisors = usePeople(
    'advisors',
    advisorText,
    async (text) =>
      userPageSchema
        .parse(
          await http.get(
            `${ADMIN_API.usersByRole('Advisor')}?${new URLSearchParams({ q: text, sort: 'name', dir: 'asc' })}`,
          ),
        )
        .items.map(choiceOf),
    advisor,
  );

  const create = useMutation({
    mutationFn: async (body: CreateSignup) =>
      createdSignupSchema.parse(await http.post(PLANS_ADMIN_API_BY_KIND[kind].createSignup, body)),
  });

  const values = {
    clientId: shownClient?.value ?? '',
    advisorUserId: advisor?.value ?? '',
    reason,
  };
  const submit = () => {
    const body = form.validate(values);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (made) => {
        notify.success(`${offeringOf(kind).name} is arranged and has started.`, 'Signup added');
        void navigate(editPagesOf(kind).signup(freshReloadId(), made.signupId));
      },
      // A refusal shows once, above the form: in the server's words, or naming what failed.
      onError: (error) =>
        form.refusedAs(error, (failure) => adminFailureMessage('createSignup', failure)),
    });
  };

  return (
    <section className={classes.card} aria-labelledby="arrange-title">
      <h2 id="arrange-title" className={classes.cardTitle}>
        Add a signup by hand
      </h2>
      <p className={classes.muted}>
        For {offeringOf(kind).name} agreed outside the website, its fee settled outside: the signup
        is marked paid and its instance starts today, and the client and advisor get the usual
        emails. The same rules as a client&apos;s own signup apply.
      </p>
      <form
        className={classes.instanceForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {form.problem && <Alert color="red">{form.problem}</Alert>}
        <PersonPicker
          label="Client"
          searchLabel="Find the client"
          text={clientText}
          onText={setClientText}
          choices={clients}
          chosen={shownClient}
          onChoose={setClient}
          error={form.error('clientId')}
        />
        <PersonPicker
          label="Advisor"
          searchLabel="Find the advisor"
          text={advisorText}
          onText={setAdvisorText}
          choices={advisors}
          chosen={advisor}
          onChoose={setAdvisor}
          error={form.error('advisorUserId')}
        />
        <Textarea
          label="Why"
          description="Kept in the audit log with the signup."
          value={reason}
          maxLength={LIMITS.auditReason.max}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={form.error('reason')}
          required
        />
        <Button type="submit" loading={create.isPending}>
          Add the signup
        </Button>
      </form>
    </section>
  );
}
