// One card attempt through the card gateway, for The Hour and for invoices alike: the attempt is
// stored under its idempotency key before the gateway is called, so a retried request (double
// click, lost answer) gets the first attempt's result and the gateway never charges a key twice.
import type { Db } from '../../db/client';
import type { ChargeRow } from '../../db/schema/payments';
import type { CardGateway, ChargeOutcome } from '../../integrations/payments/payments';
import type { NewCharge } from './payments.repository';
import { insertChargeOnce, updateCharge } from './payments.repository';

export type CardChargeResult =
  | { status: 'succeeded'; charge: ChargeRow }
  | { status: 'declined'; code: string; message: string };

export interface CardAttempt {
  /** What the charge row records (checkout or invoice, payer, amount, words). */
  values: Omit<NewCharge, 'gateway' | 'idempotencyKey' | 'status'>;
  idempotencyKey: string;
  /** The gateway call, made under `idempotencyKey`. */
  call(): Promise<ChargeOutcome>;
}

export function createCardCharges({
  db,
  gateway,
  now,
}: {
  db: Db;
  gateway: CardGateway;
  now: () => Date;
}) {
  async function settleCharge(
    charge: ChargeRow,
    outcome: ChargeOutcome,
  ): Promise<CardChargeResult> {
    if (outcome.status === 'succeeded') {
      const saved = await updateCharge(
        db,
        charge.id,
        {
          status: 'succeeded',
          gatewayRef: outcome.gatewayRef,
          cardBrand: outcome.cardBrand,
          cardLast4: outcome.cardLast4,
        },
        now(),
      );
      return { status: 'succeeded', charge: saved };
    }
    await updateCharge(
      db,
      charge.id,
      { status: 'failed', failureCode: outcome.code, failureMessage: outcome.message },
      now(),
    );
    return { status: 'declined', code: outcome.code, message: outcome.message };
  }

  return {
    async chargeOnce(attempt: CardAttempt): Promise<CardChargeResult> {
      const { charge: row, created } = await insertChargeOnce(
        db,
        {
          ...attempt.values,
          gateway: gateway.kind,
          idempotencyKey: attempt.idempotencyKey,
          status: 'pending',
        },
        now(),
      );
      if (!created) {
        if (row.status === 'succeeded') return { status: 'succeeded', charge: row };
        if (row.status === 'failed') {
          return {
            status: 'declined',
            code: row.failureCode ?? 'card_declined',
            message: row.failureMessage ?? '',
          };
        }
        // Pending: an earlier try stopped before its answer was stored (a crash, a database
        // blip) or is still running. The gateway answers the same key with the same outcome and
        // never charges it twice, so asking again is safe and gives this try the true answer.
      }
      return settleCharge(row, await attempt.call());
    },
  };
}
