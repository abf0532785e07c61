// The default gateway: no money moves. It reads the card our form posted as a test card (4242…
// succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has no funds; any other valid
// number succeeds), and answers a repeated idempotency key with the first answer, as a real
// gateway does — in any process: a reference is derived from the key, so a retry that reaches
// another instance (or a restarted one) gets the same charge. Its prefixes tell them from Stripe's.
import { createHash } from 'node:crypto';
import {
  DECLINE_MESSAGES,
  SANDBOX_TEST_CARDS,
  cardBrand,
  cardDigits,
} from '../../../shared/domain/cards';
import type { DeclineCode } from '../../../shared/domain/cards';
import type { SavedCardClass } from '../../db/schema/payments';
import type { CardGateway, ChargeOutcome, RefundOutcome, SavedCard } from './payments';

const DECLINING: Partial<Record<string, Exclude<SavedCardClass, 'succeeds'> & DeclineCode>> = {
  [SANDBOX_TEST_CARDS.declined]: 'card_declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

/** How many first answers the sandbox remembers, like a gateway's idempotency window. */
const REMEMBERED = 10_000;

const reference = (prefix: string, idempotencyKey: string) =>
  `${prefix}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

export function createSandboxGateway(): CardGateway {
  const answers = new Map<string, ChargeOutcome | RefundOutcome>();
  function remember<T extends ChargeOutcome | RefundOutcome>(key: string, answer: T): T {
    if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  }
  function charge(idempotencyKey: string, saved: SavedCard): ChargeOutcome {
    const first = answers.get(`charge:${idempotencyKey}`);
    if (first) return first as ChargeOutcome;
    const decline = saved.cardClass === 'succeeds' ? undefined : saved.cardClass;
    const outcome: ChargeOutcome = decline
      ? { status: 'declined', code: decline, message: DECLINE_MESSAGES[decline] }
      : {
          status: 'succeeded',
          gatewayRef: reference('sbx_ch', idempotencyKey),
          cardBrand: saved.brand,
          cardLast4: saved.last4,
        };
    return remember(`charge:${idempotencyKey}`, outcome);
  }
  function saveCard(card: { number: string }): SavedCard {
    const digits = cardDigits(card.number);
    const cardClass: SavedCardClass = DECLINING[digits] ?? 'succeeds';
    return { brand: cardBrand(digits), last4: digits.slice(-4), cardClass };
  }
  return {
    kind: 'sandbox',
    mode: 'card',
    async chargeCard(request) {
      return charge(request.idempotencyKey, saveCard(request.card));
    },
    saveCard,
    async chargeSavedCard(request) {
      return charge(request.idempotencyKey, request.saved);
    },
    // A process that stopped took its answers with it: no money moved for them, so there is no
    // charge to report.
    async lookupCharge(idempotencyKey) {
      return (answers.get(`charge:${idempotencyKey}`) as ChargeOutcome | undefined) ?? null;
    },
    async refund(call) {
      const first = answers.get(`refund:${call.idempotencyKey}`);
      if (first) return first as RefundOutcome;
      if (!call.gatewayRef.startsWith('sbx_ch_')) {
        return { status: 'failed', message: 'The sandbox knows no such charge.' };
      }
      return remember(`refund:${call.idempotencyKey}`, {
        status: 'succeeded',
        gatewayRef: reference('sbx_re', call.idempotencyKey),
      });
    },
  };
}
