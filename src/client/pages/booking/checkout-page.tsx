// /booking/:checkoutId: completing a held time, for its signed-in client. A paid checkout goes
// straight to the confirmation; one that ended says so; `?paid=1` (back from Stripe's page)
// waits for the payment to be confirmed.
import { useState } from 'react';
import { Button, Loader, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isAppError } from '../../../shared/errors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { bookingKeys, useCheckout } from '../../features/booking/booking-api';
import { RequireRole } from '../../auth/require-role';
import { bookedUrl } from '../../features/booking/booked-url';
import { CheckoutClosed, CheckoutNotFound } from '../../features/booking/checkout-closed';
import { CheckoutFlow } from '../../features/booking/checkout-flow';
import classes from '../../features/booking/checkout-page.module.css';

function CheckoutSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" aria-label="Loading your booking">
      <div className={classes.band}>
        <div className={classes.bandInner}>
          <Skeleton height={12} width={180} mb={12} />
          <Skeleton height={36} width="min(360px, 90%)" mb={18} />
          <Skeleton height={30} width={260} />
        </div>
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <div className={classes.card}>
            <Skeleton height={28} width={200} mb={16} />
            <Skeleton height={16} mb={10} />
            <Skeleton height={16} width="80%" mb={28} />
            <Skeleton height={180} radius="md" />
          </div>
        </div>
        <aside className={classes.aside}>
          <Skeleton height={320} radius="lg" />
        </aside>
      </div>
    </div>
  );
}

function ConfirmingPayment({ checkoutId }: { checkoutId: string }) {
  return (
    <section className={classes.closed} aria-labelledby="confirming-title" aria-busy="true">
      <Loader color="brand" aria-hidden="true" />
      <h1 id="confirming-title" className={classes.closedTitle}>
        Confirming your payment…
      </h1>
      <p role="status">
        This usually takes a few seconds. Please keep this page open: you’ll see your booking as
        soon as it is confirmed.
      </p>
      <div className={classes.closedActions}>
        <Button component={Link} to={BOOKING_PAGES.checkout(checkoutId)} variant="default">
          Back to payment
        </Button>
      </div>
    </section>
  );
}

function CheckoutView() {
  const checkoutId = useParams().checkoutId ?? '';
  const [params] = useSearchParams();
  const returning = params.get('paid') === '1';
  const query = useCheckout(checkoutId, returning);
  const queryClient = useQueryClient();
  const [lapse, setLapse] = useState<string | null>(null);

  const lapsed = (message: string) => {
    setLapse(message);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.checkout(checkoutId) });
  };

  if (query.isPending) return <CheckoutSkeleton />;
  if (!query.data) {
    if (isAppError(query.error) && query.error.status === 404) return <CheckoutNotFound />;
    return (
      <section className={classes.closed}>
        <Alert color="red" variant="light" role="alert" title="Your booking could not be loaded">
          <p className={classes.alertText}>Something went wrong on our side. Please try again.</p>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Alert>
      </section>
    );
  }
  const checkout = query.data;
  if (checkout.eventId) return <Navigate to={bookedUrl(checkout.eventId)} replace />;
  if (checkout.status !== 'open' || lapse !== null) {
    return <CheckoutClosed checkout={checkout} message={lapse} />;
  }
  if (returning) return <ConfirmingPayment checkoutId={checkout.id} />;
  return <CheckoutFlow checkout={checkout} onLapsed={lapsed} />;
}

export default function CheckoutPage() {
  return (
    <RequireRole area="account">
      <CheckoutView />
    </RequireRole>
  );
}
