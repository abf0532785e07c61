// The admin's page of one signup (docs/product.md#plans-admin): who
// bought what and when, the terms they accepted, its follow-up, its instance, its invoices, and
// deleting it.
import { Link } from 'react-router';
import { SIGNUP_STATE_LABELS } from '../../../shared/contracts/plans-admin';
import type { AdminSignupDetail } from '../../../shared/contracts/plans-admin';
import { formatCurrency } from '../../../shared/format';
import { DeleteCard } from './parts/delete-card';
import { editPagesOf } from './parts/edit-links';
import { InvoicesCard } from './parts/invoice-table';
import { formatDay } from './parts/plans-format';
import { FollowUpCard } from './parts/follow-up-card';
import { RecordGate } from './parts/record-gate';
import { useAdminSignup } from './plans-admin-api';
import classes from './plans-admin.module.css';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';
import { priceSuffixOf } from '../../../shared/offerings/offering-billing';

export function SignupEditView({
  kind,
  signupId,
  reloadId,
}: {
  kind: EngagementKind;
  signupId: string | undefined;
  reloadId: string;
}) {
  const query = useAdminSignup(kind, signupId);
  return (
    <RecordGate kind={kind} what="signup" id={signupId} query={query}>
      {(data) => <SignupDetails kind={kind} data={data} reloadId={reloadId} />}
    </RecordGate>
  );
}

function SignupDetails({
  kind,
  data,
  reloadId,
}: {
  kind: EngagementKind;
  data: AdminSignupDetail;
  reloadId: string;
}) {
  const { signup, instance, invoices } = data;
  const pages = editPagesOf(kind);
  const monthly = priceSuffixOf(kind);
  return (
    <>
      <section className={classes.card} aria-labelledby="signup-facts">
        <h2 id="signup-facts" className={classes.cardTitle}>
          {signup.client.name} · {offeringOf(kind).name} with {signup.advisor.name}
        </h2>
        <dl className={classes.facts}>
          <div>
            <dt>Client</dt>
            <dd>
              {signup.client.name}
              <div className={classes.muted}>{signup.client.email}</div>
            </dd>
          </div>
          <div>
            <dt>Advisor</dt>
            <dd>{signup.advisor.name}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              {formatCurrency(signup.priceCents)}
              {monthly}
            </dd>
          </div>
          <div>
            <dt>State</dt>
            <dd>{SIGNUP_STATE_LABELS[signup.state]}</dd>
          </div>
          <div>
            <dt>Signed up</dt>
            <dd>{formatDay(signup.createdAt)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{formatDay(signup.paidAt)}</dd>
          </div>
          <div>
            <dt>Terms accepted</dt>
            <dd>{formatDay(signup.termsAcceptedAt)}</dd>
          </div>
          <div>
            <dt>Reminded of the follow-up</dt>
            <dd>{formatDay(signup.followUpRemindedOn)}</dd>
          </div>
        </dl>
        <details>
          <summary>Terms as accepted</summary>
          <div className={classes.terms}>{signup.termsText}</div>
        </details>
      </section>

      <FollowUpCard kind={kind} signup={signup} />

      <section className={classes.card} aria-labelledby="signup-instance">
        <h2 id="signup-instance" className={classes.cardTitle}>
          Instance
        </h2>
        {instance ? (
          <p>
            Started {formatDay(instance.startsOn)}
            {instance.endsOn && `, ends ${formatDay(instance.endsOn)}`} ·{' '}
            <Link to={pages.instance(reloadId, instance.id)}>Open the instance</Link>
          </p>
        ) : (
          <p className={classes.muted}>
            No instance: it starts once the signup is paid, or it was deleted.
          </p>
        )}
      </section>

      <InvoicesCard kind={kind} invoices={invoices} />

      <DeleteCard
        kind={kind}
        what="signup"
        id={signup.id}
        name={signup.client.name}
        invoices={invoices}
      />
    </>
  );
}
