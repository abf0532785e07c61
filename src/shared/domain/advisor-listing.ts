// How advisors are listed and shown: page sizes, the filter cap and the public adviser record.
// Kept apart from the zod contracts so pages can use them without loading the validators.

/** Results per page of the advisor search. */
export const ADVISOR_PAGE_SIZE = 12;
/** Reviews per page on a profile. */
export const REVIEW_PAGE_SIZE = 5;
/** Filters one results URL may combine. */
export const MAX_ADVISOR_FILTERS = 6;

/** The SEC's public record of an adviser representative, by CRD number. */
export function crdRecordUrl(crdNumber: string): string {
  return `https://adviserinfo.sec.gov/individual/summary/${encodeURIComponent(crdNumber)}`;
}
