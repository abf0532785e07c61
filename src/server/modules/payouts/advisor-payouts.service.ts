// Rules of advisors' earnings and payouts (docs/product.md#advisor-payments, ADR 0034): an advisor
// reads only their own months; an admin lists what each advisor is owed for a month and logs a
// payout no larger than that, once per Idempotency-Key, audited.
import {
  EARNINGS_CSV_HEADER,
  PAYOUT_AUDIT_ACTION,
  PAYOUT_MESSAGES,
  logPayoutSchema,
} from '../../../shared/contracts/advisor-payouts';
import type {
  AdvisorEarnings,
  AdvisorsOwed,
  EarningLine,
  Payout,
} from '../../../shared/contracts/advisor-payouts';
import { REFERRAL_FEE_BPS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { formatMonth } from '../../../shared/format';
import type { Db } from '../../db/client';
import { toCsv } from '../../files/csv';
import { parseInput } from '../../validation/parse-input';
import {
  emptyTotals,
  earningLinesOf,
  monthOf,
  monthTotalsOf,
  payoutView,
} from './advisor-earnings';
import {
  findPayoutAdvisorOfUser,
  findPayoutAdvisors,
  insertPayoutOnce,
  listEarningRows,
  listPayouts,
  lockAdvisorForPayout,
} from './advisor-payouts.repository';
import type { PayoutAdvisor } from './advisor-payouts.repository';
import { recordAudit } from '../../db/audit-log';

const DAY_MS = 86_400_000;
const cents = (value: number) => (value / 100).toFixed(2);

export function createAdvisorPayoutsService({ db, now }: { db: Db; now: () => Date }) {
  async function ownAdvisor(userId: string): Promise<PayoutAdvisor> {
    const advisor = await findPayoutAdvisorOfUser(db, userId);
    if (!advisor) throw new AppError('noMatchingAdvisor');
    return advisor;
  }

  /** Every line and payout of one advisor, all months. */
  async function ledgerOf(advisor: PayoutAdvisor) {
    const [rows, payoutRows] = await Promise.all([
      listEarningRows(db, { advisorId: advisor.id }),
      listPayouts(db, { advisorId: advisor.id }),
    ]);
    const lines = rows
      .flatMap((row) => earningLinesOf(row, advisor.timeZone))
      .sort((a, b) => a.at.localeCompare(b.at));
    const payouts = payoutRows.map(payoutView);
    return { lines, payouts, months: monthTotalsOf(lines, payouts) };
  }

  /** Each advisor with earnings or payouts in `month`, their totals and the payouts logged. */
  async function owedIn(month: string, tx: Db = db, onlyAdvisorId?: string): Promise<AdvisorsOwed> {
    const start = Date.parse(`${month}-01T00:00:00Z`);
    const next = new Date(start);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // A day either side covers every zone; each line is then kept only in its advisor's month.
    const [rows, payoutRows] = await Promise.all([
      listEarningRows(tx, {
        from: new Date(start - DAY_MS),
        to: new Date(next.getTime() + DAY_MS),
      }),
      listPayouts(tx, { month: `${month}-01` }),
    ]);
    const ids = new Set([...rows.map((r) => r.advisorId), ...payoutRows.map((p) => p.advisorId)]);
    if (onlyAdvisorId) for (const id of ids) if (id !== onlyAdvisorId) ids.delete(id);
    const advisors = await findPayoutAdvisors(tx, [...ids]);
    const owed = advisors.map((advisor) => {
      const lines = rows
        .filter((row) => row.advisorId === advisor.id)
        .flatMap((row) => earningLinesOf(row, advisor.timeZone))
        .filter((line) => line.date.startsWith(month));
      const payouts = payoutRows.filter((row) => row.advisorId === advisor.id).map(payoutView);
      const [totals] = monthTotalsOf(lines, payouts);
      return {
        ...(totals ?? emptyTotals(month)),
        advisorId: advisor.id,
        advisorName: `${advisor.firstName} ${advisor.lastName}`,
        timeZone: advisor.timeZone,
        payouts,
      };
    });
    owed.sort((a, b) => b.owedCents - a.owedCents || a.advisorName.localeCompare(b.advisorName));
    return { month, advisors: owed };
  }

  return {
    /** The signed-in advisor's months, with `month` (or the newest) in detail. */
    async getOwnEarnings(userId: string, month?: string): Promise<AdvisorEarnings> {
      const advisor = await ownAdvisor(userId);
      const ledger = await ledgerOf(advisor);
      const picked = month ?? ledger.months[0]?.month ?? monthOf(now(), advisor.timeZone);
      const net = ledger.months.reduce((sum, m) => sum + m.netCents, 0);
      const paid = ledger.payouts.reduce((sum, p) => sum + p.amountCents, 0);
      return {
        advisorName: `${advisor.firstName} ${advisor.lastName}`,
        timeZone: advisor.timeZone,
        referralFeeBps: REFERRAL_FEE_BPS,
        months: ledger.months,
        month: ledger.months.find((m) => m.month === picked) ?? emptyTotals(picked),
        lines: ledger.lines.filter((line) => line.date.startsWith(picked)),
        payouts: ledger.payouts.filter((payout) => payout.month === picked),
        balance: { netCents: net, paidOutCents: paid, owedCents: net - paid },
      };
    },

    /** The month's lines as CSV, with a totals row. */
    async getOwnEarningsCsv(
      userId: string,
      month: string,
    ): Promise<{ filename: string; body: string }> {
      const earnings = await this.getOwnEarnings(userId, month);
      const row = (line: EarningLine) => [
        line.date,
        line.client,
        line.what,
        cents(line.grossCents),
        cents(line.feeCents),
        cents(line.refundCents),
        cents(line.netCents),
      ];
      const totals = earnings.month;
      const body = toCsv([
        EARNINGS_CSV_HEADER,
        ...earnings.lines.map(row),
        [
          'Total',
          '',
          formatMonth(month),
          cents(totals.grossCents),
          cents(totals.feeCents),
          cents(totals.refundCents),
          cents(totals.netCents),
        ],
      ]);
      return { filename: `earnings-${month}.csv`, body };
    },

    /** Spec §7.2: what each advisor is owed for the month containing `date` (yyyy-MM-dd). */
    listOwed: (date: string): Promise<AdvisorsOwed> => owedIn(date.slice(0, 7)),

    /**
     * Logs a payout of the month containing `body.date`. A retried request (same Idempotency-Key)
     * answers the payout first logged; an amount above what is still owed is refused.
     */
    async logPayout(
      actorId: string,
      advisorId: string,
      input: unknown,
      idempotencyKey: string,
    ): Promise<{ payout: Payout; created: boolean }> {
      const body = parseInput(logPayoutSchema, input);
      const month = body.date.slice(0, 7);
      const key = `${advisorId}:${idempotencyKey}`;
      return db.transaction(async (tx) => {
        if (!(await lockAdvisorForPayout(tx, advisorId))) throw new AppError('noMatchingAdvisor');
        const earlier = (await listPayouts(tx, { advisorId })).find(
          (row) => row.idempotencyKey === key,
        );
        if (earlier) return { payout: payoutView(earlier), created: false };
        const [owed] = (await owedIn(month, tx, advisorId)).advisors;
        const owedCents = owed?.owedCents ?? 0;
        if (body.amountCents > owedCents) {
          const message = PAYOUT_MESSAGES.overOwed(owedCents, formatMonth(month));
          throw new AppError('validation', message, { amountCents: [message] });
        }
        const { payout, created } = await insertPayoutOnce(tx, {
          advisorId,
          month: `${month}-01`,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
          loggedBy: actorId,
          idempotencyKey: key,
          loggedAt: now(),
        });
        if (created) {
          await recordAudit(tx, {
            actorId,
            subjectId: advisorId,
            action: PAYOUT_AUDIT_ACTION,
            detail: JSON.stringify({
              payoutId: payout.id,
              month,
              amountCents: payout.amountCents,
              paidOn: payout.paidOn,
              reference: payout.reference,
            }),
          });
        }
        const [row] = (await listPayouts(tx, { advisorId })).filter((p) => p.id === payout.id);
        return { payout: payoutView(row!), created };
      });
    },
  };
}

export type AdvisorPayoutsService = ReturnType<typeof createAdvisorPayoutsService>;
