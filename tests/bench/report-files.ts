// The compliance report's files (ADR 0036): a report of 1,000 and 5,000 records (meetings, fees,
// disclosures and reviews in equal parts) written as PDF and as CSV, each 20 times after a
// warm-up. Pure CPU, no database. Run alone: npx tsx tests/bench/report-files.ts
import { performance } from 'node:perf_hooks';
import type { ComplianceReport } from '../../src/shared/contracts/records';
import { reportCsv } from '../../src/server/modules/records/report-csv';
import { reportPdf } from '../../src/server/modules/records/report-pdf';

const RUNS = 20;

function reportOf(records: number): ComplianceReport {
  const each = Math.floor(records / 4);
  const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
  return {
    advisor: { userId: 'u', name: 'Thomas Nguyen', timeZone: 'America/New_York' },
    from: '2026-01-01',
    to: '2026-12-31',
    generatedAt: at(0),
    totals: {
      meetings: each,
      engagements: 0,
      chargedCents: 0,
      refundedCents: 0,
      reviews: each,
      notesSent: 0,
    },
    meetings: Array.from({ length: each }, (_, i) => ({
      id: `m${i}`,
      startsAt: at(i),
      client: `Client number ${i}`,
      offering: 'The Hour',
      status: 'Completed' as const,
      priceCents: 27_500,
      notesSentAt: at(i + 2),
    })),
    engagements: [],
    fees: Array.from({ length: each }, (_, i) => ({
      id: `f${i}`,
      type: 'Charge' as const,
      at: at(i),
      client: `Client number ${i}`,
      description: 'The Hour with Thomas Nguyen',
      amountCents: 27_500,
      status: 'succeeded',
    })),
    disclosures: Array.from({ length: each }, (_, i) => ({
      acceptedAt: at(i),
      client: `Client number ${i}`,
      offering: 'The Hour',
      document: 'Form CRS Client Relationship Summary',
      version: 1,
      termsText: null,
    })),
    reviews: Array.from({ length: each }, (_, i) => ({
      id: `r${i}`,
      createdAt: at(i),
      reviewer: 'Sarah G.',
      rating: 5,
      title: 'Got us on the same page',
      body: 'My husband and I have very different money personalities. Thomas helped us agree on priorities without anyone feeling steamrolled.',
      responseBody: 'Thank you for taking the time to write this.',
      respondedAt: null,
      hidden: false,
    })),
    notes: [],
  };
}

function time(run: () => Buffer | string): { ms: number; bytes: number } {
  let bytes = run().length;
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) bytes = run().length;
  return { ms: (performance.now() - started) / RUNS, bytes };
}

for (const records of [1_000, 5_000]) {
  const report = reportOf(records);
  const pdf = time(() => reportPdf(report));
  const csv = time(() => reportCsv(report));
  console.log(
    `${records} records: PDF ${pdf.ms.toFixed(1)} ms (${(pdf.bytes / 1024).toFixed(0)} KB), CSV ${csv.ms.toFixed(1)} ms (${(csv.bytes / 1024).toFixed(0)} KB)`,
  );
}
