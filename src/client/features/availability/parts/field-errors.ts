// Puts validation messages where the advisor can act on them. Both the shared rules (in the
// browser) and the server (in a 400 answer) name a problem by its dotted path, e.g.
// 'weekly.1.0.end'; the form shows it beside that input, or on the nearest row or section that
// is on screen, and whatever has no place at all above the save button.
import { ISO_WEEKDAYS, MAX_HORIZON_DAYS } from '../../../../shared/domain/availability';
import type { AvailabilityIssue, AvailabilityRules } from '../../../../shared/domain/availability';
import type { FieldErrors } from '../../../../shared/errors';

/** Path → the message shown there. */
export type PlacedErrors = Record<string, string>;

export interface ErrorPlacement {
  fields: PlacedErrors;
  /** Messages without a place on the form. */
  unplaced: string[];
}

export const MAX_NOTICE_HOURS = MAX_HORIZON_DAYS * 24;

/** The notice is typed in hours; a message about minutes would not match the input. */
const MESSAGE_FOR_PATH: Record<string, string> = {
  minimumNoticeMinutes: `Use 0 to ${MAX_NOTICE_HOURS} hours.`,
};

export function issuesToFieldErrors(issues: readonly AvailabilityIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path] ??= []).push(issue.message);
  return errors;
}

function intervalPaths(prefix: string, count: number, into: Set<string>): void {
  into.add(prefix);
  for (let index = 0; index < count; index++) {
    into.add(`${prefix}.${index}.start`);
    into.add(`${prefix}.${index}.end`);
  }
}

/** Every path the form shows messages at for these rules: inputs, rows and sections. */
export function placesOf(rules: AvailabilityRules): Set<string> {
  const places = new Set([
    'timeZone',
    'weekly',
    'overrides',
    'timeOff',
    'bufferMinutes',
    'minimumNoticeMinutes',
    'horizonDays',
  ]);
  for (const day of ISO_WEEKDAYS) {
    intervalPaths(`weekly.${day}`, rules.weekly[day]?.length ?? 0, places);
  }
  rules.overrides.forEach((override, index) => {
    places.add(`overrides.${index}`);
    places.add(`overrides.${index}.date`);
    intervalPaths(`overrides.${index}.intervals`, override.intervals.length, places);
  });
  rules.timeOff.forEach((_, index) => {
    places.add(`timeOff.${index}`);
    places.add(`timeOff.${index}.start`);
    places.add(`timeOff.${index}.end`);
  });
  return places;
}

/** The path itself when the form shows it, else its nearest shown ancestor, else null. */
export function placeOf(path: string, places: ReadonlySet<string>): string | null {
  const parts = path.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (places.has(candidate)) return candidate;
    parts.pop();
  }
  return null;
}

export function placeErrors(errors: FieldErrors, rules: AvailabilityRules): ErrorPlacement {
  const places = placesOf(rules);
  const fields: PlacedErrors = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const place = placeOf(path, places);
    const text = (place && MESSAGE_FOR_PATH[place]) ?? messages.join(' ');
    if (!place) unplaced.push(text);
    // One message per place: the first problem is the one to fix first.
    else fields[place] ??= text;
  }
  return { fields, unplaced };
}
