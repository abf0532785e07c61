// A clock tests set and move, handed to buildApp as `now`: holds lapse, the 24-hour rule and
// reminders are tested at exact instants instead of by waiting.
export interface TestClock {
  now: () => Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: string | Date = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(iso) {
      current = new Date(iso).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
