// What a test's own ledger rows were for (ADR 0088): the offering's purpose and the owner's row.
// A test payment that stands for a purchase no test reads gets a reference of its own.
import { randomUUID } from 'node:crypto';
import { offeringOf } from '../../shared/offerings/catalog';
import type { OfferingKind } from '../../shared/offerings/catalog';

export const testLedgerLink = (kind: OfferingKind = 'hour', reference: string = randomUUID()) => ({
  purpose: offeringOf(kind).purpose,
  reference,
});
