// Figures quoted by the compliance documents, taken from the shared constants so the documents
// never disagree with what the product enforces.
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  APP_NAME,
  FIRM_NAME,
  HOUR_PRICE_DOLLARS,
  INVOICE_DUE_DAYS,
  ONGOING_BILLING_MONTHS,
  ONGOING_PRICE_DOLLARS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_PRICE_DOLLARS,
  PLAN_WEEKS,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
  UPLOAD_LIMIT_BYTES,
} from '../../../../shared/constants';
import type { PriceRule } from '../../../../shared/constants';
import { formatCurrency } from '../../../../shared/format';
import { AREA_ROOTS } from '../../../../shared/routes/areas';
import { COMPLIANCE_PAGES } from '../../../../shared/routes/compliance';
import { SITE_PAGES } from '../../../../shared/routes/site';

function range(rule: PriceRule): string {
  return `${formatCurrency(rule.min * 100)} to ${formatCurrency(rule.max * 100)}`;
}

export const FACTS = {
  app: APP_NAME,
  firm: FIRM_NAME,
  hourRange: range(HOUR_PRICE_DOLLARS),
  planRange: range(PLAN_PRICE_DOLLARS),
  ongoingRange: range(ONGOING_PRICE_DOLLARS),
  ongoingMonths: ONGOING_BILLING_MONTHS,
  planWeeks: PLAN_WEEKS,
  planMeetings: `${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX}`,
  planPages: PLAN_MIN_PAGES,
  planHours: PLAN_MIN_ANALYSIS_HOURS,
  noticeHours: RESCHEDULE_CANCEL_NOTICE_HOURS,
  refundPercent: `${REFUND_PERCENT}%`,
  acceptance: `${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`,
  invoiceDays: INVOICE_DUE_DAYS,
  uploadLimit: `${Math.round(UPLOAD_LIMIT_BYTES / (1024 * 1024))} MB`,
} as const;

/** Links between the documents and to public pages. */
export const LINKS = {
  terms: COMPLIANCE_PAGES.document('terms-of-use'),
  privacy: COMPLIANCE_PAGES.document('privacy-policy'),
  adv: COMPLIANCE_PAGES.document('form-adv-part-2a'),
  crs: COMPLIANCE_PAGES.document('form-crs'),
  contact: SITE_PAGES.contact,
  nonUs: SITE_PAGES.nonUs,
  account: AREA_ROOTS.account,
  iapd: 'https://adviserinfo.sec.gov/',
  investorCrs: 'https://www.investor.gov/CRS',
} as const;
