// The reconciliation sweep. Card attempts whose answer was lost are asked of the gateway; then
// payments taken whose checkout has neither a meeting nor a refund (a fault cut the completion
// short and its job gave up) are completed — or, when the time was lost meanwhile, refunded in
// full with an email to the client. It runs at start and every few minutes, on any number of
// processes at once: completion locks the checkout and the refund is claimed, so two sweeps
// never book or refund twice.
import type { ChargeRow } from '../../db/schema/payments';
import type { PaymentsService } from '../payments/payments.service';
import { isLostTimeAnswer } from './lost-time-refund';

/** Payments younger than this are left to their request and job, which are normally done by then. */
export const RECONCILE_GRACE_MS = 30_000;
const BATCH = 100;
/** Bounded work per run; more waits for the next run. */
const MAX_BATCHES = 10;

export interface ReconciliationCounts {
  /** Card attempts whose answer was lost, now asked of the gateway and stored. */
  settledPending: number;
  found: number;
  completed: number;
  refunded: number;
  failed: number;
}

export function createPaymentReconciliation(deps: {
  payments: PaymentsService;
  completePaidCheckout(checkoutId: string, charge: ChargeRow): Promise<string>;
  log?: {
    error(object: unknown, message: string): void;
    info?(object: unknown, message: string): void;
  };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function settle(charge: ChargeRow, counts: ReconciliationCounts): Promise<void> {
    try {
      await deps.completePaidCheckout(charge.checkoutId!, charge);
      counts.completed += 1;
    } catch (error) {
      if (isLostTimeAnswer(error)) {
        counts.refunded += 1;
        return;
      }
      counts.failed += 1;
      deps.log?.error(
        { err: error, chargeId: charge.id, checkoutId: charge.checkoutId },
        'Reconciling a payment failed; the next sweep tries again',
      );
    }
  }

  return {
    async reconcilePayments(): Promise<ReconciliationCounts> {
      const before = new Date(now().getTime() - RECONCILE_GRACE_MS);
      const counts: ReconciliationCounts = {
        settledPending: 0,
        found: 0,
        completed: 0,
        refunded: 0,
        failed: 0,
      };
      // Attempts whose answer was lost first; the paid ones among them are completed at once.
      const settled = await deps.payments.settleStalePendingCharges(BATCH);
      counts.settledPending = settled.length;
      for (const charge of settled.filter((row) => row.status === 'succeeded')) {
        counts.found += 1;
        await settle(charge, counts);
      }
      let afterId: string | undefined;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const charges = await deps.payments.listChargesWithoutOutcome(before, BATCH, afterId);
        counts.found += charges.length;
        for (const charge of charges) await settle(charge, counts);
        if (charges.length < BATCH) break;
        afterId = charges.at(-1)!.id;
      }
      if (counts.found > 0 || counts.settledPending > 0) {
        deps.log?.info?.(counts, 'Reconciled payments without a meeting');
      }
      return counts;
    },
  };
}
