// How the compliance report writes its values (docs/product.md#compliance-report): offering names,
// amounts, statuses and instants, shared by the JSON, the CSV and the PDF.
import { zonedDate } from '../../../shared/time-zones';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

/** A meeting with no engagement is one of The Hour. */
export const offeringName = (kind: EngagementKind | null) => offeringOf(kind ?? 'hour').name;

export const iso = (date: Date) => date.toISOString();

/** Cents as plain dollars ('150.00'): a number a spreadsheet can add up. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '2026-11-27 15:04 UTC' for an ISO instant. */
export const utcMinute = (instant: string) =>
  `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;

/** The day of an instant in the advisor's zone. */
export const dayIn = (instant: string, timeZone: string) => zonedDate(new Date(instant), timeZone);
