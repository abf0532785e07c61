// Business constants (docs/product.md#offerings, docs/product.md#timings). Prices here are whole
// dollars as people read them; money everywhere else (database, contracts) is integer cents.

export const APP_NAME = 'Just Financial Advice';
export const FIRM_NAME = 'Just Financial Advice, LLC';
/** The word used in calls to action: 'Find your advisor'. */
export const ADVISOR_TERM_SINGULAR = 'advisor';
export const ADVISOR_TERM_PLURAL = 'advisors';
export const DEFAULT_HOME_TITLE = 'Flat-Fee Hourly Fiduciary Financial Advisors';
/** @alias the product's name is the hero's title until an affiliate writes their own. */
export const DEFAULT_HERO_TITLE = APP_NAME;

export interface PriceRule {
  min: number;
  max: number;
  step: number;
  default: number;
}

export const HOUR_PRICE_DOLLARS: PriceRule = { min: 5, max: 500, step: 5, default: 150 };
export const ONGOING_PRICE_DOLLARS: PriceRule = { min: 25, max: 1000, step: 25, default: 100 };
export const PLAN_PRICE_DOLLARS: PriceRule = { min: 100, max: 10000, step: 100, default: 2500 };

export const ONGOING_TOTAL_CAPACITY_MAX = 100;
export const ONGOING_BILLING_MONTHS = 3;

export const PLAN_WEEKS = 8;
export const PLAN_MEETINGS_MIN = 3;
export const PLAN_MEETINGS_MAX = 4;
export const PLAN_MIN_PAGES = 8;
export const PLAN_MIN_ANALYSIS_HOURS = 28;

export const INVOICE_DUE_DAYS = 30;
/** An open invoice this many days past its due date is written off as uncollectible. */
export const INVOICE_GRACE_DAYS = 14;
/** Reminders of an open invoice: this many days before it is due, and on the day it falls due. */
export const INVOICE_REMINDER_DAYS_BEFORE_DUE = 7;
/** The Ongoing's annual checkup: the advisor is reminded this many days before a year is up. */
export const ONGOING_CHECKUP_REMINDER_DAYS = 14;
export const RESCHEDULE_CANCEL_NOTICE_HOURS = 24;
/** How early a meeting's Join button opens. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
export const REFUND_PERCENT = 100;
/**
 * The referral fee the marketplace keeps of each payment an advisor receives, in basis points (the
 * conflict of interest the disclosures name; docs/product.md#advisor-payments). Each charge stores
 * the rate it was made at (charges.referral_fee_bps), so changing this never rewrites an earned
 * month (ADR 0034).
 */
export const REFERRAL_FEE_BPS = 1_000;
/**
 * What a new affiliate earns of each payment made by a client their link brought, in basis points;
 * an admin may set another rate per affiliate, and each referral keeps the rate of the day it was
 * made (ADR 0039, docs/product.md#affiliates).
 */
export const AFFILIATE_FEE_BPS = 500;
/** The highest affiliate fee an admin may set (half of every payment). */
export const AFFILIATE_FEE_MAX_BPS = 5_000;
/** Every price is in US dollars (ISO 4217, lower case as payment gateways write it). */
export const PAYMENT_CURRENCY = 'usd';
/** The vetting standard the firm states (ADR 0086); applications are not in the product to count. */
export const ADVISOR_ACCEPTANCE_PERCENT_BELOW = 10;

export const UPLOAD_LIMIT_BYTES = 524_288_000;
/** A recording fetched from Zoom (an hour in HD can pass the upload cap). */
export const FETCHED_RECORDING_LIMIT_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * The name, keyword or ZIP a visitor types into the advisor search (docs/product.md#advisor-search).
 * Here rather than in limits.ts, so the results URL's code in the startup bundle needs no zod.
 */
export const ADVISOR_SEARCH_TEXT_MAX = 100;

/** An advisor's Form ADV Part 2A or Form CRS (docs/product.md#becoming-an-advisor). */
export const DISCLOSURE_LIMIT_BYTES = 20 * 1024 * 1024;

// Profile photos: the types a browser shows safely as an <img>.
export const ADVISOR_PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;
export const ADVISOR_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
] as const;
export type AdvisorPhotoType = (typeof ADVISOR_PHOTO_TYPES)[number];
/** What an advisor may upload themselves: raster images only, never SVG (ADR 0035). */
export const ADVISOR_UPLOAD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The square the profile editor crops a photo to, in pixels, and how far it may zoom in. */
export const PHOTO_CROP_OUTPUT_PX = 800;
export const PHOTO_CROP_MAX_ZOOM = 4;

export const IMPERSONATION_POLL_MS = 30_000;
export const IMPERSONATION_POLL_DEV_MS = 15_000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const CONFIRMATION_HIDE_DELAY_MS = 1_000;
export const LAST_URLS_KEPT = 2;
export const SKELETON_CARD_COUNT = 3;
export const SKELETON_CARD_WIDTH_PX = 400;
export const SKELETON_CARD_HEIGHT_PX = 580;
export const MODAL_Z_INDEX = 1050;
export const TOOLTIP_SHOW_DELAY_MS = 0;
export const TOOLTIP_HIDE_DELAY_MS = 50;
export const SNOW_EFFECT_MS = 45_000;
export const SNOW_FLAKE_COUNT = 25;

// Sign-in client timings (docs/product.md#timings).
export const SILENT_REQUEST_TIMEOUT_S = 10;
export const SESSION_CHECK_INTERVAL_MS = 2_000;
/**
 * A cookie scripts may read, set beside the identity provider's own session cookie: an opaque
 * digest that changes when the provider session does and goes when it ends (ADR 0072).
 */
export const SESSION_STATE_COOKIE = 'jfa_session_state';
export const ACCESS_TOKEN_EXPIRING_NOTICE_S = 60;
export const CLOCK_SKEW_S = 300;
export const STALE_STATE_AGE_S = 900;
export const POPUP_CHECK_INTERVAL_MS = 500;
export const POPUP_WIDTH_PX = 500;
export const POPUP_HEIGHT_PX = 500;
export const REFRESH_TIMER_MAX_TICK_S = 5;

/** Browser storage keys (docs/product.md#campaign-tracking). */
export const STORAGE_KEYS = {
  utmData: 'utm_data',
  returnUrl: 'returnUrl',
  lastUrls: 'lastUrls',
  meetingNotes: 'meetingNotes',
  /** Ours: the accounts this browser already reported its campaign data for. */
  referralReported: 'utm_reported',
  /** Ours: the advisors a signed-out visitor saved (slugs), merged into their account on sign-in. */
  savedAdvisors: 'savedAdvisors',
  /** Ours, in session storage: questionnaire answers carried into the booking's intake form. */
  matchingAnswers: 'matchingAnswers',
} as const;

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmData = Partial<Record<UtmField, string>>;

// Identity.
/** The one public client: the web application. Also the {application} of /_configuration. */
export const OIDC_CLIENT_ID = 'jfa-web';
export const OIDC_SCOPES = 'openid profile email offline_access';
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 14 * 24 * 60 * 60;
/** How long the log-in page tries a silent sign-in before it redirects to the provider. */
export const LOGIN_SILENT_TIMEOUT_S = 4;
/**
 * Failed passwords are counted per account and address, per account and per address. Past its
 * free failures a count makes the next attempt wait, 1, 2, 4… minutes up to the cap; the owner's
 * own address (where the account signed in before) is spared the account and address counts.
 */
export const SIGN_IN_PAIR_FREE_FAILURES = 5;
export const SIGN_IN_ACCOUNT_FREE_FAILURES = 50;
export const SIGN_IN_ADDRESS_FREE_FAILURES = 30;
export const SIGN_IN_FIRST_DELAY_MINUTES = 1;
export const SIGN_IN_MAX_DELAY_MINUTES = 60;
/** A count starts again after this long without a failure. */
export const SIGN_IN_FAILURE_MEMORY_HOURS = 24;
/** The emailed link that clears the counts of one's account. */
export const SIGN_IN_UNLOCK_TOKEN_HOURS = 24;
export const IMPERSONATION_MAX_MINUTES = 60;
/** Rows per page a console table offers (docs/product.md#admin-console); the first is the default. */
export const CONSOLE_PAGE_SIZES = [25, 50, 100] as const;
/** Most rows the console's own search calls (search-events, search-recordings) answer. */
export const CONSOLE_SEARCH_RESULTS = 20;
/** The console-wide search (docs/product.md#admin-search): shortest text it looks for. */
export const ADMIN_SEARCH_MIN_LENGTH = 2;
/** Records of one kind the console-wide search shows; the answer says how many more matched. */
export const ADMIN_SEARCH_GROUP_SIZE = 6;
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
export const EMAIL_VERIFICATION_TOKEN_HOURS = 48;

/** Seconds a 503 answer asks the caller to wait (Retry-After) before trying again. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
