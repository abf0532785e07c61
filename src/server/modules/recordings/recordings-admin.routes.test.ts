// The console's recordings calls (ADR 0046) against a local fake Zoom: the table's search, status
// filter and sorts; the orphans; the quick search; one recording with the changes it allows; the
// audited edit (deleted for good, fetched again); deleting Zoom's copy once, idempotently, with
// the call seen at Zoom; and every refusal.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECORDING_ADMIN_MESSAGES,
  RECORDING_AUDIT_ACTIONS,
} from '../../../shared/contracts/recordings-admin';
import type {
  AdminRecording,
  AdminRecordingPage,
} from '../../../shared/contracts/recordings-admin';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import { RECORDINGS_ADMIN_API as API } from '../../../shared/routes/recordings-admin-api';
import { events } from '../../db/schema/booking';
import { recordings } from '../../db/schema/recordings';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { auditEntries, caller } from '../admin/admin-users-test-kit';
import { FakeZoom, numberedZoomMeetings, routeZoomToFake } from './fake-zoom';
import { bookNext, mp4Bytes } from './recordings-test-support';

let zoom: FakeZoom;
let t: TestApp;
let admin: Caller;
let consumer: Caller;
let call: ReturnType<typeof caller>;
const zoomMeetings = numberedZoomMeetings(86_000_000_000);

beforeAll(async () => {
  zoom = new FakeZoom();
  await routeZoomToFake(zoom);
  t = await createTestApp({
    video: zoomMeetings.provider,
    env: {
      RATE_LIMIT_PER_MINUTE: '100000',
      ZOOM_ACCOUNT_ID: 'account',
      ZOOM_CLIENT_ID: 'client',
      ZOOM_CLIENT_SECRET: 'client-secret',
    },
  });
  call = caller(t);
  await advisorCaller(t, 'priya-raman');
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Rhea Admin' });
  consumer = await signedInCaller(t);
});
afterEach(() => {
  zoom.seen.length = 0;
});
afterAll(async () => {
  await t.close();
  await zoom.stop();
  vi.unstubAllGlobals();
});

const deletes = () => zoom.calls().filter((each) => each.startsWith('DELETE '));

/** A booked meeting with one recording in the given status, its file stored when it has one. */
async function recorded(
  status: RecordingStatus,
  options: { source?: 'zoom' | 'upload'; sizeBytes?: number } = {},
) {
  const meeting = await bookNext(t, 'priya-raman');
  const id = randomUUID();
  const source = options.source ?? 'zoom';
  const stored = status === 'SavedToS3' || status === 'SavedToS3AndDeletedFromZoom';
  const storageKey = stored ? `recordings/${meeting.eventId}/${id}.mp4` : null;
  const bytes = mp4Bytes(options.sizeBytes ?? 4_000);
  if (storageKey) {
    await t.app.services.storage.put(storageKey, Readable.from([bytes]), {
      contentType: 'video/mp4',
      maxBytes: bytes.length,
    });
  }
  const zoomMeetingId = source === 'zoom' ? zoomMeetings.lastId() : null;
  await t.database.db.insert(recordings).values({
    id,
    eventId: meeting.eventId,
    status,
    source,
    storageKey,
    contentType: stored ? 'video/mp4' : null,
    sizeBytes: stored ? bytes.length : null,
    zoomMeetingId,
    zoomFileId: source === 'zoom' ? `file-${id}` : null,
    error: status === 'Error' ? 'Zoom had a moment.' : null,
    attempts: status === 'Error' ? 5 : 0,
  });
  return { ...meeting, id, storageKey, zoomMeetingId, fileId: `file-${id}`, bytes };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(recordings).where(eq(recordings.id, id)))[0]!;

const detail = async (id: string) => {
  const answer = await call('GET', API.recording(id), admin);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json<AdminRecording>();
};

const page = async (path: string, query: string) => {
  const answer = await call('GET', `${path}?${query}`, admin);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminRecordingPage>();
};

describe('who may call', () => {
  it('answers 401 to anyone signed out and 403 to anyone not an admin', async () => {
    const id = randomUUID();
    const calls = [
      ['GET', API.recordings],
      ['GET', API.orphans],
      ['GET', API.search('anyone')],
      ['GET', API.recording(id)],
      ['PUT', API.recording(id)],
      ['DELETE', API.atProvider('zoom', id)],
    ] as const;
    for (const [method, url] of calls) {
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const payload = method === 'PUT' ? { status: 'DeletedByUser' } : undefined;
      const refused = await call(method, url, consumer, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the recordings table', () => {
  it('searches by client, filters by status, sorts by size and refuses a bad query', async () => {
    const small = await recorded('SavedToS3', { sizeBytes: 2_000 });
    const large = await recorded('SavedToS3AndDeletedFromZoom', { sizeBytes: 9_000 });
    const failed = await recorded('Error');

    const byMeeting = await page(API.recordings, `q=${small.eventId}`);
    expect(byMeeting.total).toBe(1);
    expect(byMeeting.items[0]).toMatchObject({
      id: small.id,
      status: 'SavedToS3',
      source: 'zoom',
      sizeBytes: 2_000,
      meeting: { id: small.eventId, status: 'Active' },
      client: { id: small.client.user.id, email: small.client.user.email },
      advisor: { slug: 'priya-raman' },
      atProvider: true,
      orphanReason: null,
    });
    const byClient = await page(API.recordings, `q=${encodeURIComponent(large.client.user.email)}`);
    expect(byClient.items.map((row) => row.id)).toEqual([large.id]);
    expect(byClient.items[0]!.atProvider).toBe(false);

    const errors = await page(API.recordings, 'status=Error&size=100');
    expect(errors.items.map((row) => row.id)).toContain(failed.id);
    expect(errors.items.every((row) => row.status === 'Error')).toBe(true);

    const bySize = await page(API.recordings, 'sort=size&dir=desc&size=100');
    const sizes = bySize.items.map((row) => row.sizeBytes ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(bySize.items.findIndex((row) => row.id === large.id)).toBeLessThan(
      bySize.items.findIndex((row) => row.id === small.id),
    );

    for (const bad of ['sort=owner', 'status=Lost', 'size=7', 'page=0']) {
      const refused = await call('GET', `${API.recordings}?${bad}`, admin);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('finds recordings by the quick search, newest first, and refuses empty text', async () => {
    const one = await recorded('SavedToS3');
    const found = await call('GET', API.search(one.client.user.email), admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ id: string }[]>().map((row) => row.id)).toEqual([one.id]);
    const byId = await call('GET', API.search(one.id.slice(0, 13)), admin);
    expect(byId.json<{ id: string }[]>().map((row) => row.id)).toContain(one.id);
    expect((await call('GET', API.search(' '), admin)).statusCode).toBe(400);
  });

  it('lists as orphans the recordings of canceled meetings and of meetings recording was off for', async () => {
    const canceled = await recorded('SavedToS3');
    const turnedOff = await recorded('Processing');
    const deleted = await recorded('DeletedByUser');
    const kept = await recorded('SavedToS3');
    const db = t.database.db;
    await db.update(events).set({ status: 'Canceled' }).where(eq(events.id, canceled.eventId));
    await db.update(events).set({ status: 'Canceled' }).where(eq(events.id, deleted.eventId));
    await db
      .update(events)
      .set({ recordingAllowed: false })
      .where(eq(events.id, turnedOff.eventId));

    const orphans = await page(API.orphans, 'size=100');
    const ids = orphans.items.map((row) => row.id);
    expect(ids).toContain(canceled.id);
    expect(ids).toContain(turnedOff.id);
    // Nothing of a recording deleted for good is left to delete.
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(kept.id);
    const reasons = Object.fromEntries(orphans.items.map((row) => [row.id, row.orphanReason]));
    expect(reasons[canceled.id]).toBe('meetingCanceled');
    expect(reasons[turnedOff.id]).toBe('recordingTurnedOff');
    const filtered = await page(API.orphans, `status=Processing&q=${turnedOff.eventId}`);
    expect(filtered.items.map((row) => row.id)).toEqual([turnedOff.id]);
  });
});

describe('one recording', () => {
  it('shows its meeting, file and the changes possible now; 404 for none', async () => {
    const one = await recorded('SavedToS3');
    const shown = await detail(one.id);
    expect(shown).toMatchObject({
      id: one.id,
      provider: 'zoom',
      contentType: 'video/mp4',
      streamUrl: expect.stringContaining(one.id),
      history: [],
      actions: { statuses: ['DeletedByUser'], deleteAtProvider: true },
    });
    const failed = await detail((await recorded('Error')).id);
    expect(failed.actions).toEqual({
      statuses: ['Processing', 'DeletedByUser'],
      deleteAtProvider: false,
    });
    expect(failed.streamUrl).toBeNull();
    const uploaded = await detail((await recorded('SavedToS3', { source: 'upload' })).id);
    expect(uploaded).toMatchObject({ provider: null, actions: { deleteAtProvider: false } });

    expect((await call('GET', API.recording(randomUUID()), admin)).statusCode).toBe(404);
    expect((await call('GET', API.recording('not-an-id'), admin)).statusCode).toBe(404);
  });
});

describe('deleting at the provider', () => {
  it('deletes Zoom’s copy once, audits it, and answers a repeat without calling Zoom', async () => {
    const one = await recorded('SavedToS3');
    const first = await call('DELETE', API.atProvider('zoom', one.id), admin);
    expect(first.statusCode, first.body).toBe(204);
    expect(deletes()).toEqual([
      `DELETE /v2/meetings/${one.zoomMeetingId}/recordings/${one.fileId}?action=delete`,
    ]);
    const row = await rowOf(one.id);
    expect(row.status).toBe('SavedToS3AndDeletedFromZoom');
    // Our copy stays and still plays.
    expect(row.storageKey).toBe(one.storageKey);
    expect(await t.app.services.storage.exists(one.storageKey!)).toBe(true);

    const again = await call('DELETE', API.atProvider('zoom', one.id), admin);
    expect(again.statusCode).toBe(204);
    expect(deletes()).toHaveLength(1);

    const entries = await auditEntries(t, RECORDING_AUDIT_ACTIONS.deletedAtProvider, {
      target: `recording:${one.id}`,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      subjectId: one.client.user.id,
      before: { status: 'SavedToS3' },
      after: { status: 'SavedToS3AndDeletedFromZoom' },
    });
    const shown = await detail(one.id);
    expect(shown.history[0]).toMatchObject({
      actorName: 'Rhea Admin',
      from: 'SavedToS3',
      to: 'SavedToS3AndDeletedFromZoom',
    });
    expect(shown.actions.deleteAtProvider).toBe(false);
  });

  it('refuses an unknown provider, an uploaded recording, one not stored yet, and a missing one', async () => {
    const stored = await recorded('SavedToS3');
    expect((await call('DELETE', API.atProvider('teams', stored.id), admin)).statusCode).toBe(404);
    expect((await call('DELETE', API.atProvider('jitsi', stored.id), admin)).statusCode).toBe(404);
    expect((await call('DELETE', API.atProvider('zoom', randomUUID()), admin)).statusCode).toBe(
      404,
    );

    const uploaded = await recorded('SavedToS3', { source: 'upload' });
    const notThere = await call('DELETE', API.atProvider('zoom', uploaded.id), admin);
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json()).toMatchObject({
      message: RECORDING_ADMIN_MESSAGES.notAtProvider('Zoom'),
    });

    const processing = await recorded('Processing');
    const early = await call('DELETE', API.atProvider('zoom', processing.id), admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: RECORDING_ADMIN_MESSAGES.notStoredYet('Zoom') });
    expect(deletes()).toEqual([]);
    expect((await rowOf(processing.id)).status).toBe('Processing');
  });

  it('changes nothing when Zoom fails, and says so', async () => {
    const one = await recorded('SavedToS3');
    zoom.failNextDeletes = 1;
    const failed = await call('DELETE', API.atProvider('zoom', one.id), admin);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      message: RECORDING_ADMIN_MESSAGES.providerFailed('Zoom'),
    });
    expect((await rowOf(one.id)).status).toBe('SavedToS3');
    const entries = await auditEntries(t, RECORDING_AUDIT_ACTIONS.deletedAtProvider, {
      target: `recording:${one.id}`,
    });
    expect(entries).toEqual([]);
  });
});

describe('the edit', () => {
  it('deletes a recording for good: our file and Zoom’s copy, audited with the reason', async () => {
    const one = await recorded('SavedToS3');
    const answer = await call('PUT', API.recording(one.id), admin, {
      status: 'DeletedByUser',
      reason: 'Client asked by phone',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminRecording>()).toMatchObject({
      status: 'DeletedByUser',
      streamUrl: null,
      actions: { statuses: [], deleteAtProvider: false },
    });
    expect(deletes()).toHaveLength(1);
    expect(await t.app.services.storage.exists(one.storageKey!)).toBe(false);
    expect((await rowOf(one.id)).storageKey).toBeNull();
    const entries = await auditEntries(t, RECORDING_AUDIT_ACTIONS.deleted, {
      target: `recording:${one.id}`,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      detail: 'Client asked by phone',
      before: { status: 'SavedToS3', storageKey: one.storageKey },
      after: { status: 'DeletedByUser', storageKey: null },
    });

    // Again: nothing more to do, nothing more written.
    const again = await call('PUT', API.recording(one.id), admin, { status: 'DeletedByUser' });
    expect(again.statusCode).toBe(200);
    expect(deletes()).toHaveLength(1);
    expect(
      await auditEntries(t, RECORDING_AUDIT_ACTIONS.deleted, { target: `recording:${one.id}` }),
    ).toHaveLength(1);
  });

  it('fetches a failed recording again from Zoom', async () => {
    const one = await recorded('Error');
    zoom.files.set(one.fileId, mp4Bytes(6_000));
    const answer = await call('PUT', API.recording(one.id), admin, { status: 'Processing' });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.services.recordings.idle();
    const row = await rowOf(one.id);
    expect(row).toMatchObject({ status: 'SavedToS3AndDeletedFromZoom', sizeBytes: 6_000 });
    zoom.files.delete(one.fileId);
    const entries = await auditEntries(t, RECORDING_AUDIT_ACTIONS.status, {
      target: `recording:${one.id}`,
    });
    expect(entries[0]).toMatchObject({
      before: { status: 'Error' },
      after: { status: 'Processing' },
    });
  });

  it('refuses a status the rules do not allow, a bad body, and a missing recording', async () => {
    const stored = await recorded('SavedToS3');
    const notFailed = await call('PUT', API.recording(stored.id), admin, { status: 'Processing' });
    expect(notFailed.statusCode).toBe(409);
    const uploadedFailed = await recorded('Error', { source: 'upload' });
    const notZoom = await call('PUT', API.recording(uploadedFailed.id), admin, {
      status: 'Processing',
    });
    expect(notZoom.statusCode).toBe(409);
    expect(notZoom.json()).toMatchObject({ message: RECORDING_ADMIN_MESSAGES.fetchAgainZoomOnly });

    for (const body of [{}, { status: 'SavedToS3' }, { status: 'DeletedByUser', reason: 'x' }]) {
      const refused = await call('PUT', API.recording(stored.id), admin, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await call('PUT', API.recording(randomUUID()), admin, {
      status: 'DeletedByUser',
    });
    expect(missing.statusCode).toBe(404);
    expect((await rowOf(stored.id)).status).toBe('SavedToS3');
  });
});
