// Rules of affiliates' earnings, fee and payouts (docs/product.md#affiliates, ADR 0039): an
// affiliate reads only their own months; an admin lists what each affiliate is owed for the month
// of a date, sets an affiliate's fee for clients referred from then on, and logs one payout per
// affiliate and month, never above what is owed, audited in the same transaction.
import {
  AFFILIATE_AUDIT_ACTIONS,
  AFFILIATE_MESSAGES,
  affiliateFeeSchema,
  logAffiliatePayoutSchema,
} from '../../../shared/contracts/affiliates';
import type {
  AffiliateEarnings,
  AffiliateOwed,
  AffiliateOwedSort,
  AffiliatePayout,
  AffiliatesOwed,
} from '../../../shared/contracts/affiliates';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import { PAYOUT_MESSAGES } from '../../../shared/contracts/advisor-payouts';
import { AFFILIATE_FEE_BPS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { formatMonth } from '../../../shared/format';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import { affiliateMonthsOf, affiliatePayoutView, emptyAffiliateMonth } from './affiliate-earnings';
import type { AffiliateLinks } from './affiliate-links';
import * as repository from './affiliate-payouts.repository';

const DAY_MS = 86_400_000;

/** The month's first instant and the last day's date (UTC). */
function monthSpan(month: string): { from: Date; to: Date; lastDay: string } {
  const from = new Date(`${month}-01T00:00:00Z`);
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(next.getTime() - DAY_MS).toISOString().slice(0, 10);
  return { from, to: new Date(next.getTime() - 1), lastDay };
}

export type AffiliatePayoutsService = ReturnType<typeof createAffiliatePayoutsService>;

export function createAffiliatePayoutsService({
  db,
  now,
  links,
}: {
  db: Db;
  now: () => Date;
  links: AffiliateLinks;
}) {
  /** Every affiliate (and anyone else with figures in the month), with the month's totals. */
  async function owedIn(month: string, tx: Db = db, onlyId?: string): Promise<AffiliateOwed[]> {
    const span = monthSpan(month);
    const [rows, signUps, payoutRows] = await Promise.all([
      repository.listAffiliateEarningRows(tx, span),
      repository.listSignUps(tx, span),
      repository.listAffiliatePayouts(tx, { month: `${month}-01` }),
    ]);
    const payouts = payoutRows.map(affiliatePayoutView);
    const ids = [...rows, ...signUps].map((row) => row.affiliateUserId);
    ids.push(...payouts.map((payout) => payout.affiliateId).filter(Boolean));
    const accounts = (await repository.listAffiliateAccounts(tx, [...new Set(ids)])).filter(
      (account) => !onlyId || account.userId === onlyId,
    );
    const owed = accounts.map((account) => {
      const own = <T extends { affiliateUserId: string }>(list: T[]) =>
        list.filter((row) => row.affiliateUserId === account.userId);
      const ownPayouts = payouts.filter((payout) => payout.affiliateId === account.userId);
      // A payment of another month refunded in this one counts only its refund here.
      const [totals] = affiliateMonthsOf(
        own(rows),
        own(signUps).map((row) => row.createdAt),
        ownPayouts,
      ).filter((m) => m.month === month);
      return {
        ...(totals ?? emptyAffiliateMonth(month)),
        affiliateId: account.userId,
        name: account.name,
        email: account.email,
        slug: account.slug,
        feeBps: account.feeBps ?? AFFILIATE_FEE_BPS,
        payout: ownPayouts[0] ?? null,
      };
    });
    return owed;
  }

  return {
    /** One affiliate's months, payouts and balance, all time. */
    async earningsOf(userId: string, feeBps: number): Promise<AffiliateEarnings> {
      const where = { affiliateUserId: userId };
      const [rows, signUps, payoutRows] = await Promise.all([
        repository.listAffiliateEarningRows(db, where),
        repository.listSignUps(db, where),
        repository.listAffiliatePayouts(db, where),
      ]);
      const payouts = payoutRows.map(affiliatePayoutView);
      const months = affiliateMonthsOf(
        rows,
        signUps.map((row) => row.createdAt),
        payouts,
      );
      const earned = months.reduce((sum, month) => sum + month.earnedCents, 0);
      const paid = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
      return {
        feeBps,
        months,
        payouts,
        balance: { earnedCents: earned, paidOutCents: paid, owedCents: earned - paid },
      };
    },

    /**
     * What each affiliate is owed for the month containing `date` (yyyy-MM-dd, UTC): one page of
     * the console table, searched and sorted, with the month's totals over every affiliate.
     */
    async listOwed(date: string, query: ConsoleQuery<AffiliateOwedSort>): Promise<AffiliatesOwed> {
      const month = date.slice(0, 7);
      const all = await owedIn(month);
      const sum = (pick: (row: AffiliateOwed) => number) =>
        all.reduce((total, row) => total + pick(row), 0);
      const needle = query.q.toLowerCase();
      const found = all.filter((row) =>
        [row.name, row.email, row.slug ?? ''].some((text) => text.toLowerCase().includes(needle)),
      );
      const byName = (a: AffiliateOwed, b: AffiliateOwed) => a.name.localeCompare(b.name);
      const key: Record<AffiliateOwedSort, (row: AffiliateOwed) => number> = {
        owed: (row) => row.owedCents,
        earned: (row) => row.earnedCents,
        signUps: (row) => row.signUps,
        name: () => 0,
      };
      const direction = query.dir === 'asc' ? 1 : -1;
      found.sort((a, b) => {
        const primary =
          query.sort === 'name' ? byName(a, b) : key[query.sort](a) - key[query.sort](b);
        return primary * direction || byName(a, b);
      });
      const start = (query.page - 1) * query.size;
      return {
        month,
        periodEnd: monthSpan(month).lastDay,
        totals: {
          earnedCents: sum((row) => row.earnedCents),
          paidOutCents: sum((row) => row.paidOutCents),
          owedCents: sum((row) => row.owedCents),
        },
        items: found.slice(start, start + query.size),
        total: found.length,
        page: query.page,
        size: query.size,
      };
    },

    /**
     * Logs the payout of the month containing `body.date`: refused when the month is paid already
     * (409) or the amount is above what the month still owes (400).
     */
    async logPayout(
      actorId: string,
      affiliateId: string,
      input: unknown,
    ): Promise<AffiliatePayout> {
      const body = parseInput(logAffiliatePayoutSchema, input);
      const month = body.date.slice(0, 7);
      return db.transaction(async (tx) => {
        if (!(await repository.lockAffiliateAccount(tx, affiliateId))) {
          throw new AppError('notFound');
        }
        const [owed] = await owedIn(month, tx, affiliateId);
        if (!owed) throw new AppError('notFound');
        const alreadyPaid = AFFILIATE_MESSAGES.alreadyPaid(formatMonth(month));
        if (owed.payout) throw new AppError('conflict', alreadyPaid);
        if (body.amountCents > owed.owedCents) {
          const message = PAYOUT_MESSAGES.overOwed(owed.owedCents, formatMonth(month));
          throw new AppError('validation', message, { amountCents: [message] });
        }
        const row = await repository.insertAffiliatePayout(tx, {
          affiliateUserId: affiliateId,
          month: `${month}-01`,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
          loggedBy: actorId,
          loggedAt: now(),
        });
        if (!row) throw new AppError('conflict', alreadyPaid);
        await recordAudit(tx, {
          actorId,
          subjectId: affiliateId,
          action: AFFILIATE_AUDIT_ACTIONS.payout,
          target: `affiliate-payout:${row.id}`,
          detail: `${formatMonth(month)} paid out`,
          before: { month, owedCents: owed.owedCents, paidOutCents: owed.paidOutCents },
          after: {
            month,
            amountCents: row.amountCents,
            paidOn: row.paidOn,
            reference: row.reference,
          },
        });
        const [listed] = (await repository.listAffiliatePayouts(tx, { month: row.month })).filter(
          (payout) => payout.id === row.id,
        );
        return affiliatePayoutView(listed!);
      });
    },

    /** Sets the rate of clients the affiliate refers from now on; earlier referrals keep theirs. */
    async setFee(
      actorId: string,
      affiliateId: string,
      input: unknown,
    ): Promise<{ affiliateId: string; feeBps: number }> {
      const { feeBps } = parseInput(affiliateFeeSchema, input);
      const [account] = (await repository.listAffiliateAccounts(db, [])).filter(
        (row) => row.userId === affiliateId,
      );
      if (!account) throw new AppError('notFound');
      await links.ensureSlug(affiliateId);
      return db.transaction(async (tx) => {
        await repository.lockAffiliateAccount(tx, affiliateId);
        const [current] = (await repository.listAffiliateAccounts(tx, [affiliateId])).filter(
          (row) => row.userId === affiliateId,
        );
        const before = current?.feeBps ?? AFFILIATE_FEE_BPS;
        await repository.updateLinkFee(tx, affiliateId, feeBps);
        await recordAudit(tx, {
          actorId,
          subjectId: affiliateId,
          action: AFFILIATE_AUDIT_ACTIONS.fee,
          detail: 'affiliate fee for clients referred from now on',
          before: { feeBps: before },
          after: { feeBps },
        });
        return { affiliateId, feeBps };
      });
    },
  };
}
