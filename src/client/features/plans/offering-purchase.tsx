// Buying The Plan or The Ongoing from one advisor: read the terms, accept the client agreements in
// force if not yet (docs/product.md#user-agreements), answer the signup form and accept the terms,
// then pay. The step lives in the address (?step=details, ?signup=id), so a
// visitor sent to sign in, or a reload, comes back to the same step.
import { useEffect, useRef, useState } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { SIGNUP_MESSAGES } from '../../../shared/contracts/plan-signups';
import type { SignupRequest } from '../../../shared/contracts/plan-signups';
import { isAppError } from '../../../shared/errors';
import { formatCurrency } from '../../../shared/format';
import { messageOf } from '../../api/error-message';
import { fieldErrorsOf } from '../../api/http';
import { useAuth } from '../../auth/auth-context';
import { loginUrlFor } from '../../auth/sign-in-target';
import { saveReturnUrl } from '../../tracking/url-history';
import { messagesByField } from '../../ui/form/field-errors';
import { OfferingSummary } from './parts/offering-summary';
import { PurchaseSteps } from './parts/purchase-steps';
import type { PurchaseStep } from './parts/purchase-steps';
import { SignupForm } from './parts/signup-form';
import { SignupPayment } from './parts/signup-payment';
import { plansKeys, signUp, useSignup } from './plans-api';
import { useSignupResidence } from './use-signup-residence';
import { WaitlistAction } from './waitlist-action';
import { AgreementsGate } from '../compliance/agreements-step';
import { complianceKeys } from '../compliance/compliance-api';
import classes from './purchase.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';
import { purchaseSuccessPage } from '../../../shared/offerings/offering-pages';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

function TermsStep({ offering, onContinue }: { offering: PublicOffering; onContinue: () => void }) {
  const full = offering.placesLeft === 0;
  return (
    <>
      <div className={classes.intro}>
        <h2 className={classes.stepTitle} tabIndex={-1}>
          {offering.advisorName}’s terms
        </h2>
        <p>Please read them: you accept them on the next step, before paying.</p>
      </div>
      {/* Scrollable and focusable, so keyboard users can read long terms too. */}
      <div className={classes.terms} tabIndex={0} role="region" aria-label="Terms">
        {offering.terms.trim() ||
          `${offering.advisorName} has not added terms of their own: the site’s Terms of Use apply.`}
      </div>
      {/* The promise every offering carries, in the words billing uses (ADR 0066). */}
      <p className={classes.note}>{offeringOf(offering.kind).moneyBackTerms}</p>
      {full ? (
        <Alert color="yellow" variant="light" title="No places left">
          {SIGNUP_MESSAGES.full}
          {offeringOf(offering.kind).hold.capacity === 'advisor-sets' && (
            <div className={classes.actions}>
              <WaitlistAction offeringId={offering.id} />
            </div>
          )}
        </Alert>
      ) : (
        <div className={classes.submitRow}>
          <Button size="md" onClick={onContinue}>
            Continue
          </Button>
          <p className={classes.note}>Next: a few questions about you</p>
        </div>
      )}
    </>
  );
}

function PaymentStep({ signupId, onClosed }: { signupId: string; onClosed: () => void }) {
  const navigate = useNavigate();
  const query = useSignup(signupId);
  const [closed, setClosed] = useState<string | null>(null);
  const signup = query.data;
  const paid = signup?.state === 'paid' ? signup : undefined;

  useEffect(() => {
    if (paid) void navigate(purchaseSuccessPage(paid.kind, paid.id), { replace: true });
  }, [navigate, paid]);

  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (!signup) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load your signup">
        {messageOf(query.error)}
      </Alert>
    );
  }
  const message =
    closed ??
    (signup.state === 'expired' || signup.state === 'cancelled'
      ? SIGNUP_MESSAGES.notPayable
      : null);
  const billed = offeringOf(signup.kind).payment.every;
  return (
    <>
      <div className={classes.intro}>
        <h2 className={classes.stepTitle} tabIndex={-1}>
          Payment
        </h2>
        <p>
          {billed
            ? `${priceLineOf(signup.kind, signup.priceCents)}. Today you pay the first ${billed.noun}.`
            : `${offeringOf(signup.kind).name}’s flat fee of ${formatCurrency(signup.priceCents)}.`}
        </p>
      </div>
      {message ? (
        <Alert color="yellow" variant="light" role="alert" title="This signup has ended">
          {message}
          <div className={classes.actions}>
            <Button variant="default" mt="sm" onClick={onClosed}>
              Start again
            </Button>
          </div>
        </Alert>
      ) : (
        <SignupPayment
          signup={signup}
          onPaid={(id) => void navigate(purchaseSuccessPage(signup.kind, id))}
          onClosed={setClosed}
        />
      )}
    </>
  );
}

export function OfferingPurchase({ offering }: { offering: PublicOffering }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const stepTop = useRef<HTMLDivElement>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [agreementsNotice, setAgreementsNotice] = useState<string | null>(null);
  const signupId = params.get('signup') ?? '';
  const step: PurchaseStep = signupId
    ? 'payment'
    : params.get('step') === 'details'
      ? 'details'
      : 'terms';
  const signedOut = auth.status === 'signedOut';

  // The form and the payment are the client's own: a signed-out visitor signs in and comes back.
  useEffect(() => {
    if (step === 'terms' || !signedOut) return;
    const returnUrl = `${pathname}?${params.toString()}`;
    saveReturnUrl(returnUrl);
    void navigate(loginUrlFor(returnUrl), { replace: true });
  }, [navigate, params, pathname, signedOut, step]);

  useEffect(() => {
    stepTop.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const submit = useMutation({ mutationFn: (request: SignupRequest) => signUp(request) });
  const residence = useSignupResidence(offering, !signedOut);
  const goTo = (next: URLSearchParams) => setParams(next);

  const onSubmit = (request: SignupRequest) => {
    setProblem(null);
    const lives = residence.beforeSubmit();
    if (!lives) return;
    submit.mutate(
      { ...request, ...lives },
      {
        onSuccess: (signup) => {
          queryClient.setQueryData(plansKeys.signup(signup.id), signup);
          void queryClient.invalidateQueries({ queryKey: plansKeys.mine });
          goTo(new URLSearchParams({ signup: signup.id }));
        },
        onError: (error) => {
          if (isAppError(error) && error.code === 'agreementsRequired') {
            // A version published since they were accepted: show the agreements again.
            setAgreementsNotice(error.message);
            void queryClient.invalidateQueries({ queryKey: complianceKeys.myAgreements });
            return;
          }
          if (residence.handleError(error)) return;
          const fields = messagesByField(fieldErrorsOf(error), 'answers');
          if (Object.keys(fields).length > 0) setServerErrors(fields);
          else if (isAppError(error)) setProblem(error.message);
          else setProblem(messageOf(error));
        },
      },
    );
  };

  const name = offeringOf(offering.kind).name;
  return (
    <div className={classes.page}>
      <div className={classes.band}>
        <div className={classes.bandInner}>
          <p className={classes.eyebrow}>{name}</p>
          <h1 className={classes.title}>
            {name} with {offering.advisorName}
          </h1>
          <p className={classes.lead}>
            {offeringOf(offering.kind).payment.every
              ? priceLineOf(offering.kind, offering.priceCents)
              : `${formatCurrency(offering.priceCents)}, one flat fee`}
          </p>
        </div>
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <PurchaseSteps current={step} />
          <div ref={stepTop} className={classes.card}>
            {step === 'terms' && (
              <TermsStep
                offering={offering}
                onContinue={() => goTo(new URLSearchParams({ step: 'details' }))}
              />
            )}
            {step === 'details' && !signedOut && (
              <AgreementsGate notice={agreementsNotice}>
                <SignupForm
                  offeringId={offering.id}
                  advisorName={offering.advisorName}
                  busy={submit.isPending}
                  serverErrors={serverErrors}
                  problem={problem}
                  onSubmit={onSubmit}
                  onReadTerms={() => goTo(new URLSearchParams())}
                  residenceField={residence.field}
                  residenceRefusal={residence.refusal}
                />
              </AgreementsGate>
            )}
            {step === 'payment' && !signedOut && (
              <PaymentStep
                signupId={signupId}
                onClosed={() => goTo(new URLSearchParams({ step: 'details' }))}
              />
            )}
          </div>
        </div>
        <aside className={classes.aside}>
          <OfferingSummary offering={offering} />
        </aside>
      </div>
    </div>
  );
}
