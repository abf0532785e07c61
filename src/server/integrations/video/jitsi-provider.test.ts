// Jitsi rooms: on the configured server, impossible to guess, and nothing to move or delete.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJitsiProvider } from './jitsi-provider';
import type { MeetingRequest } from './video';

const request: MeetingRequest = {
  topic: 'Budget check-in',
  start: new Date('2030-06-03T18:30:00Z'),
  durationMinutes: 30,
  timeZone: 'Europe/London',
  recordingAllowed: false,
};

const roomOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Jitsi provider', () => {
  it.each([
    'https://video.example.org',
    'https://video.example.org/',
    'https://video.example.org//',
  ])('puts rooms directly under %s', async (baseUrl) => {
    const jitsi = createJitsiProvider({ baseUrl });
    expect(jitsi.kind).toBe('jitsi');
    const meeting = await jitsi.createMeeting(request);
    expect(meeting.provider).toBe('jitsi');
    expect(meeting.externalId).toBeNull();
    expect(meeting.url).toMatch(/^https:\/\/video\.example\.org\/[^/]+$/);
  });

  it('keeps a base URL path', async () => {
    const meeting = await createJitsiProvider({
      baseUrl: 'https://example.org/meet/',
    }).createMeeting(request);
    expect(meeting.url).toMatch(/^https:\/\/example\.org\/meet\/[^/]+$/);
  });

  it('names rooms with at least 128 random bits, different every time', async () => {
    const jitsi = createJitsiProvider({ baseUrl: 'https://meet.jit.si' });
    const rooms = await Promise.all(
      Array.from({ length: 2000 }, async () => roomOf((await jitsi.createMeeting(request)).url)),
    );
    expect(new Set(rooms).size).toBe(rooms.length);

    // Safe in a URL as they are, so links survive email clients and calendars untouched.
    for (const room of rooms) expect(room).toMatch(/^[A-Za-z0-9_-]+$/);

    // What varies is what follows the part all rooms share; it must hold 128 bits or more
    // (6 bits a character in base64url, 4 if it is only hex).
    const first = rooms[0] ?? '';
    let shared = first.length;
    for (const room of rooms) {
      while (!room.startsWith(first.slice(0, shared))) shared -= 1;
    }
    const varying = rooms.map((room) => room.slice(shared));
    const bitsPerChar = varying.every((part) => /^[0-9a-f]*$/i.test(part)) ? 4 : 6;
    for (const part of varying) expect(part.length * bitsPerChar).toBeGreaterThanOrEqual(128);
  });

  it('treats moving and deleting as harmless no-ops', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const jitsi = createJitsiProvider({ baseUrl: 'https://meet.jit.si' });
    const meeting = await jitsi.createMeeting(request);
    const before = { ...meeting };

    await expect(
      jitsi.updateMeeting(meeting, { ...request, durationMinutes: 90 }),
    ).resolves.toBeUndefined();
    await expect(jitsi.deleteMeeting(meeting)).resolves.toBeUndefined();
    await expect(jitsi.deleteMeeting(meeting)).resolves.toBeUndefined();

    expect(meeting).toEqual(before);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
