// After paying for The Plan or The Ongoing: the signup's confirmation, with the way to its
// engagement in the account. Back from Stripe's page the payment may not be confirmed yet: the
// signup is asked again until it is.
import { Button, Loader, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import { formatCurrency } from '../../../shared/format';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { messageOf } from '../../api/error-message';
import { useSignup } from './plans-api';
import classes from './purchase.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';
import { priceLineOf } from '../../../shared/offerings/offering-billing';
import { OFFERING_COPY } from './offering-copy';

export function PurchaseSuccess({ signupId }: { signupId: string }) {
  const query = useSignup(signupId, true);
  const signup = query.data;
  if (query.isPending) {
    return (
      <section className={classes.message} aria-busy="true" aria-label="Loading your signup">
        <Skeleton height={34} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </section>
    );
  }
  if (!signup) {
    return (
      <section className={classes.message}>
        <h1 className={classes.messageTitle}>We could not find this signup</h1>
        <Alert color="red" variant="light" role="alert">
          {messageOf(query.error)}
        </Alert>
        <div className={classes.actions}>
          <Button component={Link} to={AREA_ROOTS.account} variant="default">
            Go to your account
          </Button>
        </div>
      </section>
    );
  }
  const { name, payment } = offeringOf(signup.kind);
  const billed = payment.every;
  if (signup.state === 'awaiting-payment' || !signup.engagementId) {
    return (
      <section className={classes.message} aria-busy="true" aria-labelledby="confirming-title">
        <Loader color="brand" aria-hidden="true" />
        <h1 id="confirming-title" className={classes.messageTitle}>
          Confirming your payment…
        </h1>
        <p role="status">
          This usually takes a few seconds. Please keep this page open: you will see {name} with{' '}
          {signup.advisor.name} as soon as the payment is confirmed.
        </p>
      </section>
    );
  }
  return (
    <section className={classes.message} aria-labelledby="success-title">
      <p className={classes.eyebrow}>Payment received</p>
      <h1 id="success-title" className={classes.messageTitle}>
        You’re signed up for {name} with {signup.advisor.name}
      </h1>
      <p>
        {billed
          ? `${priceLineOf(signup.kind, signup.priceCents)}. Your first ${billed.noun} (${formatCurrency(signup.firstPaymentCents)}) is paid.`
          : `Your payment of ${formatCurrency(signup.firstPaymentCents)} is received.`}{' '}
        A confirmation is on its way to your email, and the receipt is on your billing page.
      </p>
      <p>{OFFERING_COPY[signup.kind].nextSteps}</p>
      <div className={classes.actions}>
        <Button component={Link} to={PLAN_PAGES.engagement(signup.engagementId)}>
          Open {name}
        </Button>
        <Button component={Link} to={BILLING_PAGES.account} variant="default">
          See your receipt
        </Button>
      </div>
    </section>
  );
}
