// Jitsi Meet: a room exists as soon as someone opens its address, so a meeting is just a name
// nobody can guess (128 random bits). Nothing is kept at the provider to move or delete.
import { randomBytes } from 'node:crypto';
import type { VideoProvider } from './video';

const ROOM_PREFIX = 'JustFinancialAdvice-';

export function createJitsiProvider({ baseUrl }: { baseUrl: string }): VideoProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'jitsi',
    async createMeeting() {
      const room = `${ROOM_PREFIX}${randomBytes(16).toString('base64url')}`;
      return { provider: 'jitsi', url: `${base}/${room}`, externalId: null };
    },
    async updateMeeting() {},
    async deleteMeeting() {},
  };
}
