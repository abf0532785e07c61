// Which provider the configuration picks.
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config';
import { createVideoProvider } from './video';

const zoomSettings = {
  ZOOM_ACCOUNT_ID: 'account',
  ZOOM_CLIENT_ID: 'client',
  ZOOM_CLIENT_SECRET: 'secret',
};

const request = {
  topic: 'First meeting',
  start: new Date('2030-06-03T18:30:00Z'),
  durationMinutes: 60,
  timeZone: 'America/Chicago',
  recordingAllowed: true,
};

describe('createVideoProvider', () => {
  it('uses Jitsi on meet.jit.si by default', async () => {
    const provider = createVideoProvider(testConfig());
    expect(provider.kind).toBe('jitsi');
    expect((await provider.createMeeting(request)).url).toMatch(/^https:\/\/meet\.jit\.si\/[^/]+$/);
  });

  it('uses Zoom when all three ZOOM_* settings are present', () => {
    expect(createVideoProvider(testConfig(zoomSettings)).kind).toBe('zoom');
  });

  it('stays on Jitsi when the ZOOM_* settings are blank', () => {
    const blank = { ZOOM_ACCOUNT_ID: '', ZOOM_CLIENT_ID: ' ', ZOOM_CLIENT_SECRET: '' };
    expect(createVideoProvider(testConfig(blank)).kind).toBe('jitsi');
  });

  it('puts Jitsi rooms on JITSI_BASE_URL', async () => {
    const provider = createVideoProvider(
      testConfig({ JITSI_BASE_URL: 'https://video.example.org/' }),
    );
    expect(provider.kind).toBe('jitsi');
    expect((await provider.createMeeting(request)).url).toMatch(
      /^https:\/\/video\.example\.org\/[^/]+$/,
    );
  });
});
