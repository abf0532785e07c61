// The rule every request meets at the edge, before any route sees it: text without NUL or broken
// UTF-16, each query parameter once, dates in a sane range. The server applies it to every route;
// the contracts use the same date range (contracts/instant.ts), so browser forms say the same.
// Free of zod: the browser's zod-free domain rules import it.

/** Dates and times outside these years are mistakes (or probes), never real appointments. */
export const INPUT_DATE_RANGE = { minYear: 1900, maxYear: 2200 } as const;

export const INPUT_MESSAGES = {
  nul: 'Contains a NUL character, which is not allowed.',
  loneSurrogate: 'Contains a broken character (an unpaired UTF-16 surrogate).',
  badEncoding: 'Contains malformed percent-encoding or invalid UTF-8.',
  repeated: 'Give this parameter only once.',
  badMultipart: 'The upload is not a well-formed multipart form (missing or wrong boundary).',
  dateRange: `Choose a date between ${INPUT_DATE_RANGE.minYear} and ${INPUT_DATE_RANGE.maxYear}.`,
  chooseTime: 'Choose a time.',
} as const;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a refused request: which field, and why. */
export function rejectedInputMessage(field: string, problem: string): string {
  return `${field}: ${problem}`;
}

/** Why a piece of text may not enter the system, or null when it may. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.loneSurrogate;
  return null;
}

/** True for an instant whose year lies in INPUT_DATE_RANGE. */
export function isInDateRange(instant: string | number | Date): boolean {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= INPUT_DATE_RANGE.minYear && year <= INPUT_DATE_RANGE.maxYear;
}
