// Invoices at a hosted gateway (Stripe): The Plan's invoice is issued here and at the gateway,
// whose page the client pays on; The Ongoing starts a subscription on the gateway's checkout page
// and the gateway bills each quarter itself. Its webhooks (or a refresh) bring each invoice's
// state here: a quarter's invoice not seen before is recorded from the signup in its metadata,
// and a paid one records its charge and is marked paid once.
import type { Db } from '../../db/client';
import type { BillingSubscriptionRow, InvoiceRow } from '../../db/schema/payments';
import type {
  GatewayInvoice,
  GatewayWebhookEvent,
  HostedGateway,
  InvoiceSignupRef,
  PaymentGateway,
} from '../../integrations/payments/payments';
import { INVOICE_DUE_DAYS } from '../../../shared/constants';
import { canChangeInvoiceStatus } from '../../../shared/domain/invoice-status';
import { AppError } from '../../../shared/errors';
import type { WebhookOutcome } from '../system/webhook-events.service';
import type { InvoiceLedger } from './invoice-ledger';
import { INVOICE_MESSAGES, invoiceKeyOf } from './invoice-ledger';
import type { HostedInvoiceStart } from './invoice-payment';
import {
  cancelSubscriptionRow,
  findInvoice,
  findInvoiceByGatewayRef,
  findSubscriptionByGatewayRef,
  findSubscriptionOfSignup,
  findSucceededChargeOfInvoice,
  insertSubscriptionOnce,
  listInvoiceRows,
  listOpenInvoices,
  updateInvoice,
  updateSubscription,
} from './invoices.repository';
import { insertChargeOnce } from './payments.repository';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

const REFRESH_BATCH = 200;

export type InvoiceGatewayEvent = Extract<
  GatewayWebhookEvent,
  { kind: 'invoice.changed' | 'subscription.started' | 'subscription.ended' }
>;

export interface InvoiceRefreshCounts {
  /** Open invoices looked at. */
  checked: number;
  paid: number;
  uncollectible: number;
  voided: number;
}

/** What a hosted gateway adds; the sandbox has none of it. */
export interface HostedInvoicing {
  startHosted: HostedInvoiceStart;
  cancelAtGateway(subscription: BillingSubscriptionRow): Promise<void>;
  /** Asks the gateway for its open invoices' state and applies it. */
  refreshOpen(kind?: EngagementKind): Promise<InvoiceRefreshCounts>;
  handleEvent(event: InvoiceGatewayEvent): Promise<WebhookOutcome | void>;
}

const NONE: InvoiceRefreshCounts = { checked: 0, paid: 0, uncollectible: 0, voided: 0 };

export function createInvoicing({
  db,
  gateway,
  ledger,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  ledger: InvoiceLedger;
  now: () => Date;
}): HostedInvoicing {
  if (gateway.mode !== 'hosted') {
    return {
      startHosted: () => Promise.reject(new Error('The card gateway has no hosted invoices.')),
      cancelAtGateway: async () => {},
      refreshOpen: async () => NONE,
      handleEvent: async () => {},
    };
  }
  return createHostedInvoicing({ db, gateway, ledger, now });
}

function createHostedInvoicing({
  db,
  gateway,
  ledger,
  now,
}: {
  db: Db;
  gateway: HostedGateway;
  ledger: InvoiceLedger;
  now: () => Date;
}): HostedInvoicing {
  /** Our row of a gateway invoice, recorded now if it is a later quarter not seen before. */
  async function ourInvoice(remote: GatewayInvoice): Promise<InvoiceRow | undefined> {
    const known =
      (await findInvoiceByGatewayRef(db, remote.gatewayRef)) ??
      (remote.invoiceId ? await findInvoice(db, remote.invoiceId) : undefined);
    if (known) {
      if (known.gatewayRef) return known;
      return updateInvoice(
        db,
        known.id,
        { gatewayRef: remote.gatewayRef, hostedUrl: remote.hostedUrl },
        now(),
      );
    }
    // Not ours (another integration on the account), or not yet issued.
    if (!remote.signup || remote.status === 'draft' || remote.amountCents <= 0) return undefined;
    const earlier = await listInvoiceRows(db, { signupId: remote.signup.signupId });
    const { offeringKind } = remote.signup;
    return ledger.issue(
      {
        kind: offeringKind,
        signupId: remote.signup.signupId,
        engagementId: earlier.find((row) => row.engagementId)?.engagementId ?? null,
        clientId: remote.signup.clientId,
        advisorId: remote.signup.advisorId,
        amountCents: remote.amountCents,
        description:
          remote.periodStart && remote.periodEnd
            ? `${offeringOf(offeringKind).name}, ${remote.periodStart} to ${remote.periodEnd}`
            : offeringOf(offeringKind).name,
        periodStart: remote.periodStart,
        periodEnd: remote.periodEnd,
        gateway: gateway.kind,
        gatewayRef: remote.gatewayRef,
        hostedUrl: remote.hostedUrl,
      },
      `invoice:${gateway.kind}:${remote.gatewayRef}`,
    );
  }

  /** Brings our invoice to the gateway's state; answers what changed (and a handler's refusal). */
  async function applyInvoice(
    remote: GatewayInvoice,
    source: 'webhook' | 'return',
  ): Promise<{ changed: InvoiceRow['status'] | null; rejected?: string }> {
    const invoice = await ourInvoice(remote);
    if (!invoice || invoice.status === remote.status) return { changed: null };
    if (remote.status === 'paid') {
      const paymentRef =
        remote.paymentRef ?? (await gateway.retrieveInvoice(remote.gatewayRef)).paymentRef;
      // One charge per gateway invoice, however many deliveries record it at once.
      const { charge } = await insertChargeOnce(
        db,
        {
          purpose: invoice.purpose,
          reference: invoice.reference,
          invoiceId: invoice.id,
          clientId: invoice.clientId,
          advisorId: invoice.advisorId,
          amountCents: remote.amountCents,
          currency: remote.currency,
          description: invoice.description,
          gateway: gateway.kind,
          gatewayRef: paymentRef,
          idempotencyKey: `${gateway.kind}:invoice:${remote.gatewayRef}`,
          status: 'succeeded',
        },
        now(),
      );
      const settled = await ledger.settlePaid(invoice, charge, source);
      return {
        changed: settled.moved ? 'paid' : null,
        ...(settled.rejected ? { rejected: settled.rejected } : {}),
      };
    }
    if (remote.status === 'void' || remote.status === 'uncollectible') {
      if (!canChangeInvoiceStatus(invoice.status, remote.status, 'system'))
        return { changed: null };
      const changed = await ledger.changeStatus(invoice, remote.status, {
        actorId: null,
        by: 'system',
        reason: `Marked ${remote.status} at ${gateway.kind}`,
      });
      return { changed: changed ? remote.status : null };
    }
    return { changed: null };
  }

  const signupRef = (request: Parameters<HostedInvoiceStart>[0]): InvoiceSignupRef => ({
    signupId: request.signupId,
    clientId: request.clientId,
    advisorId: request.advisorId,
    offeringKind: request.offeringKind,
  });

  return {
    async startHosted(request) {
      if (request.everyMonths !== null) {
        await insertSubscriptionOnce(
          db,
          {
            purpose: request.purpose,
            reference: request.signupId,
            signupId: request.signupId,
            clientId: request.clientId,
            gateway: gateway.kind,
          },
          now(),
        );
        const session = await gateway.createSubscriptionCheckout({
          signup: signupRef(request),
          amountCents: request.amountCents,
          intervalMonths: request.everyMonths,
          description: request.description,
          customerEmail: request.customerEmail,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          idempotencyKey: `subscription-session:${request.signupId}:${request.attemptKey}`,
        });
        return { status: 'redirect', url: session.url };
      }
      const invoice = await ledger.issue(
        {
          kind: request.offeringKind,
          signupId: request.signupId,
          clientId: request.clientId,
          advisorId: request.advisorId,
          amountCents: request.amountCents,
          description: request.description,
          gateway: gateway.kind,
        },
        invoiceKeyOf(request.signupId, request.periodStart),
      );
      const charge =
        invoice.status === 'paid' ? await findSucceededChargeOfInvoice(db, invoice.id) : undefined;
      if (charge) return { status: 'paid', invoice, charge };
      if (invoice.hostedUrl) return { status: 'redirect', url: invoice.hostedUrl };
      if (invoice.status !== 'open') throw new AppError('conflict', INVOICE_MESSAGES.notPayable);
      const remote = await gateway.createInvoice({
        invoiceId: invoice.id,
        signup: signupRef(request),
        amountCents: invoice.amountCents,
        description: invoice.description,
        customerEmail: request.customerEmail,
        daysUntilDue: INVOICE_DUE_DAYS,
      });
      if (!remote.hostedUrl) {
        throw new Error(`Invoice ${remote.gatewayRef} came back without a payment page.`);
      }
      await updateInvoice(
        db,
        invoice.id,
        {
          gatewayRef: remote.gatewayRef,
          hostedUrl: remote.hostedUrl,
          ...(remote.dueAt ? { dueAt: remote.dueAt } : {}),
        },
        now(),
      );
      return { status: 'redirect', url: remote.hostedUrl };
    },

    async cancelAtGateway(subscription) {
      if (subscription.gatewayRef) await gateway.cancelSubscription(subscription.gatewayRef);
    },

    async refreshOpen(kind) {
      const counts = { ...NONE };
      const open = await listOpenInvoices(db, { limit: REFRESH_BATCH, ...(kind ? { kind } : {}) });
      for (const invoice of open) {
        if (!invoice.gatewayRef) continue;
        counts.checked += 1;
        const { changed } = await applyInvoice(
          await gateway.retrieveInvoice(invoice.gatewayRef),
          'return',
        );
        if (changed === 'paid') counts.paid += 1;
        if (changed === 'void') counts.voided += 1;
        if (changed === 'uncollectible') counts.uncollectible += 1;
      }
      return counts;
    },

    async handleEvent(event) {
      switch (event.kind) {
        case 'invoice.changed': {
          // A failed payment leaves the invoice open: the reminders and the grace period follow.
          const { rejected } = await applyInvoice(event.invoice, 'webhook');
          return rejected ? { rejected } : undefined;
        }
        case 'subscription.started': {
          const kept = await findSubscriptionOfSignup(db, event.signupId);
          if (kept && !kept.gatewayRef) {
            await updateSubscription(
              db,
              kept.id,
              { gatewayRef: event.subscriptionRef, gatewayCustomerRef: event.customerRef },
              now(),
            );
          }
          return undefined;
        }
        case 'subscription.ended': {
          const kept = await findSubscriptionByGatewayRef(db, event.subscriptionRef);
          if (kept) {
            await cancelSubscriptionRow(
              db,
              kept.id,
              { cancelledBy: null, cancelReason: `Ended at ${gateway.kind}` },
              now(),
            );
          }
          return undefined;
        }
      }
    },
  };
}
