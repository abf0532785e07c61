// The user agreements in the checkout (docs/product.md#user-agreements): before the card form, a
// client who has not accepted the versions in force reads them (each opens in a new tab) and
// accepts them; then the payment shows. The server refuses to charge until they have.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Button, Checkbox, Skeleton, VisuallyHidden } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAgreement, UserAgreementStatus } from '../../../shared/contracts/compliance';
import { isAppError } from '../../../shared/errors';
import { acceptAgreements, complianceKeys, useMyAgreements } from './compliance-api';
import classes from './parts/agreements-step.module.css';

const effectiveDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const TICK_FIRST = 'Please tick the box to accept the agreements.';

function AgreementRow({ agreement }: { agreement: UserAgreement }) {
  const accepted = agreement.acceptedVersion === agreement.version;
  const updated = !accepted && agreement.acceptedVersion !== null;
  return (
    <li className={classes.row}>
      {/* noopener keeps the checkout safe from the document's tab; the referrer may stay. */}
      {/* eslint-disable-next-line react/jsx-no-target-blank */}
      <a href={agreement.url} target="_blank" rel="noopener" className={classes.link}>
        {agreement.displayName}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      <span className={classes.meta}>
        Version {agreement.version} · effective {effectiveDate(agreement.effectiveAt)}
      </span>
      {updated && (
        <Badge color="gold" c="gold.9" variant="light" radius="sm">
          Updated
        </Badge>
      )}
      {accepted && (
        <Badge color="gray" c="gray.9" bg="gray.1" variant="light" radius="sm">
          Accepted
        </Badge>
      )}
    </li>
  );
}

function AcceptForm({ status, notice }: { status: UserAgreementStatus; notice: string | null }) {
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => acceptAgreements(status),
    onSuccess: (next) => queryClient.setQueryData(complianceKeys.myAgreements, next),
    onError: (error) => {
      setProblem(isAppError(error) ? error.message : 'The agreements could not be saved.');
      // A version published meanwhile: show it, to be read and accepted afresh.
      void queryClient.invalidateQueries({ queryKey: complianceKeys.myAgreements });
      setTicked(false);
    },
  });
  const returning = status.agreements.some((agreement) => agreement.acceptedVersion !== null);

  return (
    <section className={classes.panel} aria-labelledby="agreements-title">
      <h3 id="agreements-title" className={classes.title}>
        {returning ? 'We have updated our agreements' : 'Before you pay: our client agreements'}
      </h3>
      <p className={classes.lead}>
        {returning
          ? 'Please read what changed and accept the current versions to book.'
          : 'Please read them and accept them to book. You accept them once, and again only when we publish a new version.'}
      </p>
      {(notice || problem) && (
        <Alert color="gold" variant="light" role="alert">
          {problem ?? notice}
        </Alert>
      )}
      <ul className={classes.list}>
        {status.agreements.map((agreement) => (
          <AgreementRow key={agreement.slug} agreement={agreement} />
        ))}
      </ul>
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!ticked) {
            setProblem(TICK_FIRST);
            return;
          }
          setProblem(null);
          accept.mutate();
        }}
        noValidate
      >
        <Checkbox
          label="I have read and accept these agreements"
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        <Button type="submit" loading={accept.isPending} className={classes.button}>
          Accept and continue
        </Button>
      </form>
    </section>
  );
}

export interface AgreementsGateProps {
  /** Why the server refused to charge (a version published meanwhile), to show above them. */
  notice: string | null;
  /** What shows once every agreement is accepted: the payment. */
  children: ReactNode;
}

export function AgreementsGate({ notice, children }: AgreementsGateProps) {
  const agreements = useMyAgreements();
  if (agreements.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the agreements">
        <Skeleton height={18} width="60%" mb="md" />
        <Skeleton height={120} />
      </div>
    );
  }
  if (agreements.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The agreements could not be loaded">
        <Button variant="default" size="xs" mt="xs" onClick={() => void agreements.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!agreements.data.allAccepted) return <AcceptForm status={agreements.data} notice={notice} />;
  return <>{children}</>;
}
