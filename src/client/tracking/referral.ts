// Reporting the campaign data of this browser's first visit (docs/product.md#campaign-tracking)
// once per account after sign-in, so a new account is credited to the affiliate whose link brought
// it. The server keeps the first report of each account and ignores older accounts; the browser
// remembers whom it reported for so it asks once.
import { STORAGE_KEYS } from '../../shared/constants';
import type { UtmData } from '../../shared/constants';
import { AppError } from '../../shared/errors';
import { readJson, writeItem } from './storage';
import { readUtmData } from './utm';

/** Enough for the accounts one browser signs in with; the oldest are forgotten first. */
const REMEMBERED_ACCOUNTS = 20;

function reportedAccounts(): string[] {
  const stored = readJson(STORAGE_KEYS.referralReported);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function rememberReported(userId: string): void {
  const others = reportedAccounts().filter((id) => id !== userId);
  writeItem(
    STORAGE_KEYS.referralReported,
    JSON.stringify([...others, userId].slice(-REMEMBERED_ACCOUNTS)),
  );
}

/** The campaign data to report for this account, or null when there is none or it was sent. */
export function referralToReport(userId: string): UtmData | null {
  if (reportedAccounts().includes(userId)) return null;
  const utm = readUtmData();
  return utm && Object.keys(utm).length > 0 ? utm : null;
}

const sending = new Set<string>();

/**
 * Sends the report when one is due. A refusal will not change on a second try, so it counts as
 * done too; a failure of the network or the server is tried again on a later page.
 */
export async function sendReferralReport(userId: string): Promise<void> {
  const utm = referralToReport(userId);
  if (!utm || sending.has(userId)) return;
  sending.add(userId);
  try {
    // Loaded only when a report is due: the API and its schemas stay out of the first page load.
    const { reportReferral } = await import('../api/affiliates');
    await reportReferral(utm);
    rememberReported(userId);
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 401) {
      rememberReported(userId);
    }
  } finally {
    sending.delete(userId);
  }
}
