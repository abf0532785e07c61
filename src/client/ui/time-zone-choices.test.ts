import { describe, expect, it } from 'vitest';
import { timeZoneChoices, timeZoneName } from './time-zone-choices';
import { viewerTimeZone } from './viewer-time-zone';

const values = (groups: ReturnType<typeof timeZoneChoices>) =>
  groups.flatMap((group) => group.items.map((item) => item.value));

describe('time zone choices', () => {
  it('lists the United States first by the names people use, then the rest in order', () => {
    const [us, others] = timeZoneChoices('America/New_York', [
      'Europe/London',
      'America/New_York',
      'Asia/Tokyo',
    ]);
    expect(us!.items[0]).toEqual({ value: 'America/New_York', label: 'Eastern Time (New York)' });
    expect(others!.items.map((item) => item.value)).toEqual(['Asia/Tokyo', 'Europe/London', 'UTC']);
  });

  it('always offers the current zone, even one the list lacks, and never twice', () => {
    const choices = values(timeZoneChoices('Asia/Calcutta', ['Asia/Kolkata']));
    expect(choices).toContain('Asia/Calcutta');
    expect(new Set(choices).size).toBe(choices.length);
    expect(values(timeZoneChoices('Not/AZone', []))).not.toContain('Not/AZone');
  });

  it('names every US zone, and does not offer one again under the alias a browser lists', () => {
    const [us, others] = timeZoneChoices('Europe/London', ['America/Indianapolis', 'Etc/GMT+5']);
    expect(us!.items.map((item) => item.value)).toContain('America/Indiana/Indianapolis');
    expect(others!.items.map((item) => item.value)).toEqual(['Etc/GMT+5', 'Europe/London', 'UTC']);
  });

  it('keeps a saved alias of a US zone, so the choice still shows it', () => {
    const [us, others] = timeZoneChoices('America/Indianapolis', ['America/Indianapolis']);
    expect(us!.items.map((item) => item.value)).not.toContain('America/Indianapolis');
    expect(others!.items.map((item) => item.value)).toContain('America/Indianapolis');
  });

  it('names a zone the way the choices do', () => {
    expect(timeZoneName('America/Los_Angeles')).toBe('Pacific Time (Los Angeles)');
    expect(timeZoneName('Europe/London')).toBe('Europe/London');
  });

  it('reads the browser’s own zone', () => {
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
