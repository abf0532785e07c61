// The decisions index is the one the records make (scripts/adr-index.ts): a new record, a changed
// title or status, or a record that supersedes another shows there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, renderAdrIndex } from './adr-index';

describe('the decisions index', () => {
  const index = renderAdrIndex();

  it('is in step with the records (run `npx tsx scripts/adr-index.ts` to remake it)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(index);
  });

  it('marks a record with what later ones did to it', () => {
    // ADR 0071 supersedes part of ADR 0042; ADR 0083 amends ADR 0079.
    expect(index).toMatch(/\| \[0042\][^\n]*superseded in part by 0071/);
    expect(index).toMatch(/\| \[0079\][^\n]*amended by 0083/);
  });
});
