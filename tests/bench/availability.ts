// Slot computation for one advisor: eight weeks of 9–17 weekdays with a few overrides and time
// off, minus 500 booked events, computed 1,000 times after a warm-up. Pure CPU, no database.
// Run alone: npx tsx tests/bench/availability.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { computeOpenSlots } from '../../src/server/modules/availability/slots';
import type { TimeRange } from '../../src/server/modules/availability/slots';
import { defaultAvailabilityRules } from '../../src/shared/domain/availability';
import type { AvailabilityRules } from '../../src/shared/domain/availability';

const WEEKS = 8;
const BUSY_EVENTS = 500;
const WARM_UP_RUNS = 200;
const RUNS = 1_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Spans the 2026-11-01 fall-back in New York, so DST handling is part of the cost.
const FROM = new Date('2026-10-19T12:00:00Z');

function benchRules(): AvailabilityRules {
  return {
    ...defaultAvailabilityRules('America/New_York'),
    overrides: [
      { date: '2026-11-26', intervals: [] },
      { date: '2026-11-27', intervals: [{ start: '10:00', end: '13:00' }] },
      { date: '2026-12-05', intervals: [{ start: '09:00', end: '12:00' }] },
    ],
    timeOff: [
      { start: '2026-11-09T00:00:00Z', end: '2026-11-11T00:00:00Z' },
      { start: '2026-12-04T17:00:00Z', end: '2026-12-04T22:00:00Z' },
    ],
  };
}

/** Deterministic events on half-hour starts across the eight weeks, some overlapping. */
function benchBusy(): TimeRange[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const busy: TimeRange[] = [];
  for (let i = 0; i < BUSY_EVENTS; i++) {
    const day = Math.floor(next() * WEEKS * 7);
    const halfHour = 26 + Math.floor(next() * 18); // 13:00–21:30Z: working hours in New York
    const start = FROM.getTime() - 12 * HOUR_MS + day * DAY_MS + (halfHour * HOUR_MS) / 2;
    busy.push({ start: new Date(start), end: new Date(start + HOUR_MS) });
  }
  return busy;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export function runAvailabilityBench(): Promise<void> {
  const rules = benchRules();
  const busy = benchBusy();
  const until = new Date(FROM.getTime() + WEEKS * 7 * DAY_MS);
  const run = () => computeOpenSlots({ rules, busy, from: FROM, until });
  console.log(
    `Open slots: ${WEEKS} weeks, ${BUSY_EVENTS} busy events, ${rules.timeZone} (${RUNS} runs)`,
  );
  for (let i = 0; i < WARM_UP_RUNS; i++) run();
  const times: number[] = [];
  let slotCount = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    slotCount = run().length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    `  ${slotCount} open slots; p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? NaN)}`,
  );
  return Promise.resolve();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAvailabilityBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
