import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_EXPIRING_NOTICE_S,
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  ADVISOR_TERM_PLURAL,
  ADVISOR_TERM_SINGULAR,
  APP_NAME,
  CLOCK_SKEW_S,
  CONFIRMATION_HIDE_DELAY_MS,
  DEFAULT_HERO_TITLE,
  DEFAULT_HOME_TITLE,
  FIRM_NAME,
  HOUR_PRICE_DOLLARS,
  IMPERSONATION_POLL_DEV_MS,
  IMPERSONATION_POLL_MS,
  INVOICE_DUE_DAYS,
  LAST_URLS_KEPT,
  MODAL_Z_INDEX,
  ONGOING_BILLING_MONTHS,
  ONGOING_PRICE_DOLLARS,
  ONGOING_TOTAL_CAPACITY_MAX,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_PRICE_DOLLARS,
  PLAN_WEEKS,
  POPUP_CHECK_INTERVAL_MS,
  POPUP_HEIGHT_PX,
  POPUP_WIDTH_PX,
  REFRESH_TIMER_MAX_TICK_S,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
  SCRIPT_CHUNK_TIMEOUT_MS,
  SESSION_CHECK_INTERVAL_MS,
  SILENT_REQUEST_TIMEOUT_S,
  SKELETON_CARD_COUNT,
  SKELETON_CARD_HEIGHT_PX,
  SKELETON_CARD_WIDTH_PX,
  SNOW_EFFECT_MS,
  SNOW_FLAKE_COUNT,
  STALE_STATE_AGE_S,
  STORAGE_KEYS,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_SHOW_DELAY_MS,
  UPLOAD_LIMIT_BYTES,
  UTM_FIELDS,
} from './constants';
import type { PriceRule } from './constants';

function stepsFit(rule: PriceRule): boolean {
  return (
    rule.min % rule.step === 0 &&
    rule.max % rule.step === 0 &&
    rule.default % rule.step === 0 &&
    rule.default >= rule.min &&
    rule.default <= rule.max
  );
}

describe('product names', () => {
  it('names the application and the firm', () => {
    expect(APP_NAME).toBe('Just Financial Advice');
    expect(FIRM_NAME).toBe('Just Financial Advice, LLC');
  });

  it('uses the default home title and the application name as hero title', () => {
    expect(DEFAULT_HOME_TITLE).toBe('Flat-Fee Hourly Fiduciary Financial Advisors');
    expect(DEFAULT_HERO_TITLE).toBe('Just Financial Advice');
  });

  it('uses advisor/advisors as the call-to-action terms', () => {
    expect(ADVISOR_TERM_SINGULAR).toBe('advisor');
    expect(ADVISOR_TERM_PLURAL).toBe('advisors');
  });
});

describe('price rules of docs/product.md#offerings (whole dollars)', () => {
  it('The Hour is 5 to 500 in steps of 5, default 150', () => {
    expect(HOUR_PRICE_DOLLARS).toEqual({ min: 5, max: 500, step: 5, default: 150 });
  });

  it('The Ongoing is 25 to 1000 in steps of 25, default 100', () => {
    expect(ONGOING_PRICE_DOLLARS).toEqual({ min: 25, max: 1000, step: 25, default: 100 });
  });

  it('The Plan is 100 to 10000 in steps of 100, default 2500', () => {
    expect(PLAN_PRICE_DOLLARS).toEqual({ min: 100, max: 10000, step: 100, default: 2500 });
  });

  it.each([
    ['The Hour', HOUR_PRICE_DOLLARS],
    ['The Ongoing', ONGOING_PRICE_DOLLARS],
    ['The Plan', PLAN_PRICE_DOLLARS],
  ])('%s has bounds and default on its step and the default inside the range', (_name, rule) => {
    expect(stepsFit(rule)).toBe(true);
  });
});

describe('offering constants of docs/product.md#offerings', () => {
  it('caps The Ongoing total capacity at 100 and bills every three months', () => {
    expect(ONGOING_TOTAL_CAPACITY_MAX).toBe(100);
    expect(ONGOING_BILLING_MONTHS).toBe(3);
  });

  it('describes The Plan as 8 weeks, 3-4 meetings, 8+ pages and 28+ hours of analysis', () => {
    expect(PLAN_WEEKS).toBe(8);
    expect(PLAN_MEETINGS_MIN).toBe(3);
    expect(PLAN_MEETINGS_MAX).toBe(4);
    expect(PLAN_MIN_PAGES).toBe(8);
    expect(PLAN_MIN_ANALYSIS_HOURS).toBe(28);
  });

  it('gives invoices 30 days, allows changes up to 24 hours before, refunds 100%', () => {
    expect(INVOICE_DUE_DAYS).toBe(30);
    expect(RESCHEDULE_CANCEL_NOTICE_HOURS).toBe(24);
    expect(REFUND_PERCENT).toBe(100);
  });

  it('accepts fewer than 10% of applicant advisors', () => {
    expect(ADVISOR_ACCEPTANCE_PERCENT_BELOW).toBe(10);
  });

  it('limits uploads to 524288000 bytes, which is 500 MB', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(524288000);
    expect(UPLOAD_LIMIT_BYTES).toBe(500 * 1024 * 1024);
  });
});

describe('frame timings and sizes of docs/product.md#timings', () => {
  it('polls impersonation every 30000 ms, 15000 ms in development', () => {
    expect(IMPERSONATION_POLL_MS).toBe(30000);
    expect(IMPERSONATION_POLL_DEV_MS).toBe(15000);
  });

  it('times script chunks out after 120 s and hides the confirmation overlay after 1 s', () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120000);
    expect(CONFIRMATION_HIDE_DELAY_MS).toBe(1000);
  });

  it('keeps the last 2 visited URLs', () => {
    expect(LAST_URLS_KEPT).toBe(2);
  });

  it('shows three skeleton cards of 400x580', () => {
    expect(SKELETON_CARD_COUNT).toBe(3);
    expect(SKELETON_CARD_WIDTH_PX).toBe(400);
    expect(SKELETON_CARD_HEIGHT_PX).toBe(580);
  });

  it('uses modal z-index 1050 and tooltip delays of 0 ms show and 50 ms hide', () => {
    expect(MODAL_Z_INDEX).toBe(1050);
    expect(TOOLTIP_SHOW_DELAY_MS).toBe(0);
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(50);
  });

  it('runs the snow effect for 45 s with 25 flakes', () => {
    expect(SNOW_EFFECT_MS).toBe(45000);
    expect(SNOW_FLAKE_COUNT).toBe(25);
  });
});

describe('sign-in client timings of docs/product.md#timings', () => {
  it('matches every value of the table', () => {
    expect(SILENT_REQUEST_TIMEOUT_S).toBe(10);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(2000);
    expect(ACCESS_TOKEN_EXPIRING_NOTICE_S).toBe(60);
    expect(CLOCK_SKEW_S).toBe(300);
    expect(STALE_STATE_AGE_S).toBe(900);
    expect(POPUP_CHECK_INTERVAL_MS).toBe(500);
    expect(POPUP_WIDTH_PX).toBe(500);
    expect(POPUP_HEIGHT_PX).toBe(500);
    expect(REFRESH_TIMER_MAX_TICK_S).toBe(5);
  });
});

describe('browser storage', () => {
  it('uses the docs/product.md#campaign-tracking local storage keys, plus our own referral marker', () => {
    expect(STORAGE_KEYS).toEqual({
      utmData: 'utm_data',
      returnUrl: 'returnUrl',
      lastUrls: 'lastUrls',
      meetingNotes: 'meetingNotes',
      referralReported: 'utm_reported',
      savedAdvisors: 'savedAdvisors',
      matchingAnswers: 'matchingAnswers',
    });
  });

  it('tracks exactly the five campaign fields in order', () => {
    expect(UTM_FIELDS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
    ]);
  });
});
