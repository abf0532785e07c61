// Recognising PostgreSQL's answers. Drivers wrap the database error (Drizzle puts it in `cause`),
// so the whole cause chain is searched for the SQLSTATE code.

export const PG_ERRORS = {
  uniqueViolation: '23505',
  /** An exclusion constraint refused the row: for us, an overlapping claim on an advisor's time. */
  exclusionViolation: '23P01',
} as const;

export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}
