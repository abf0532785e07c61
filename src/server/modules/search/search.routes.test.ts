// The console-wide search (docs/product.md#admin-search): one text finds people, advisors,
// meetings, recordings and Plan and Ongoing signups, grouped by kind, capped, exact hits first;
// admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_GROUP_SIZE } from '../../../shared/constants';
import { ADMIN_SEARCH_KINDS } from '../../../shared/contracts/admin-search';
import type { AdminSearchAnswer, AdminSearchKind } from '../../../shared/contracts/admin-search';
import { LIMITS } from '../../../shared/limits';
import { SEARCH_API } from '../../../shared/routes/search-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { users } from '../../db/schema/accounts';
import { events } from '../../db/schema/booking';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { MEETING_COUNT, createSearchWorld } from './search-test-kit';
import type { SearchWorld } from './search-test-kit';
import { eq } from 'drizzle-orm';

let t: TestApp;
let adminHeaders: Record<string, string>;
let consumerHeaders: Record<string, string>;
let world: SearchWorld;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const admin = await createTestUser(t.database.db, { roles: ['Admin'] });
  const consumer = await createTestUser(t.database.db, { roles: ['Consumer'] });
  adminHeaders = bearer(await mintAccessToken(t.database.db, t.config, admin));
  consumerHeaders = bearer(await mintAccessToken(t.database.db, t.config, consumer));
  world = await createSearchWorld(t.database.db);
});
afterAll(() => t.close());

const search = (q: string | undefined, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({
    method: 'GET',
    url: q === undefined ? SEARCH_API.admin : `${SEARCH_API.admin}?q=${encodeURIComponent(q)}`,
    headers,
  });

async function groupsOf(q: string) {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  const answer = response.json<AdminSearchAnswer>();
  return Object.fromEntries(answer.groups.map((group) => [group.kind, group])) as Record<
    AdminSearchKind,
    AdminSearchAnswer['groups'][number]
  >;
}

describe('GET /api/admin/search', () => {
  it("finds a client's account, meetings, recording and signups by their name, grouped", async () => {
    const response = await search(`  marsh${world.word} `);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<AdminSearchAnswer>();
    expect(answer.q).toBe(`marsh${world.word}`);
    expect(answer.groups.map((group) => group.kind)).toEqual([...ADMIN_SEARCH_KINDS]);
    const groups = await groupsOf(`Quillon Marsh${world.word}`);
    expect(groups.users).toMatchObject({ total: 1, hits: [{ id: world.client.id, exact: false }] });
    expect(groups.users.hits[0]?.detail).toBe(world.client.email);
    expect(groups.advisors.total).toBe(0);
    expect(groups.meetings.total).toBe(MEETING_COUNT);
    expect(groups.recordings).toMatchObject({ total: 1, hits: [{ id: world.recording.id }] });
    expect(groups.planSignups).toMatchObject({ total: 1, hits: [{ id: world.planSignup.id }] });
    expect(groups.ongoingSignups).toMatchObject({
      total: 1,
      hits: [{ id: world.ongoingSignup.id, userId: world.client.id, status: 'Paid' }],
    });
  });

  it('caps each group and lists meetings newest first, saying how many matched', async () => {
    const { meetings } = await groupsOf(`quillon.${world.word}@example`);
    expect(meetings.total).toBe(MEETING_COUNT);
    expect(meetings.hits).toHaveLength(ADMIN_SEARCH_GROUP_SIZE);
    const newestFirst = [...world.meetings]
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
      .slice(0, ADMIN_SEARCH_GROUP_SIZE)
      .map((meeting) => meeting.id);
    expect(meetings.hits.map((hit) => hit.id)).toEqual(newestFirst);
    expect(meetings.hits[0]).toMatchObject({ status: 'Completed', userId: world.client.id });
    expect(meetings.hits[0]?.title).toMatch(
      new RegExp(`^Quillon Marsh${world.word} with Orla Vantre${world.word} `),
    );
  });

  it("names each meeting's status with the shared word (ADR 0070)", async () => {
    const db = t.database.db;
    const client = await createTestUser(db, { fullName: `Casey Status${world.word}` });
    // An advisor of their own, so the other tests' counts of Orla's meetings hold.
    const advisorUser = await createTestUser(db, { roles: ['Advisor'] });
    const advisor = await insertTestAdvisor(db, advisorUser.id, {
      slugPrefix: 'status',
      firstName: 'Pell',
      lastNamePrefix: 'Status',
      avatar: 'advisor-2',
    });
    const day = 24 * 3_600_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const rows = await db
      .insert(events)
      .values(
        (
          [
            ['Active', -40],
            ['ActiveNoNotesRequired', -39],
            ['Canceled', -38],
            ['Refunded', -37],
            ['NoShow', -36],
            ['Active', 30],
          ] as const
        ).map(([status, days]) => ({
          advisorId: advisor.id,
          clientId: client.id,
          status,
          startsAt: at(days),
          endsAt: new Date(at(days).getTime() + 3_600_000),
          priceCents: 15_000,
          clientTimeZone: 'America/Denver',
        })),
      )
      .returning({ id: events.id, status: events.status, endsAt: events.endsAt });
    const { meetings } = await groupsOf(`casey status${world.word}`);
    const now = new Date();
    const shown = Object.fromEntries(meetings.hits.map((hit) => [hit.id, hit.status]));
    expect(rows.map((row) => shown[row.id])).toEqual([
      'Completed',
      'Completed',
      'Cancelled',
      'Refunded',
      'No-show',
      'Scheduled',
    ]);
    for (const row of rows) {
      expect(shown[row.id]).toBe(meetingStatusWord(row.status, row.endsAt, now));
    }
  });

  it("finds an advisor by name and by their account's email, with the advisor's meetings", async () => {
    const byName = await groupsOf(`orla vantre${world.word}`);
    expect(byName.advisors).toMatchObject({
      total: 1,
      hits: [{ id: world.advisor.id, userId: world.advisorUser.id, status: 'Listed' }],
    });
    expect(byName.meetings.total).toBe(MEETING_COUNT);
    expect(byName.planSignups.total).toBe(1);
    const byEmail = await groupsOf(world.advisorUser.email.toUpperCase());
    expect(byEmail.advisors.hits[0]).toMatchObject({ id: world.advisor.id, exact: true });
    expect(byEmail.users.hits[0]).toMatchObject({ id: world.advisorUser.id, exact: true });
  });

  it('lists an exact email first, before names that sort earlier', async () => {
    const db = t.database.db;
    const tail = `${world.word}@tie.test`;
    const contains = await createTestUser(db, {
      fullName: `Aaron ${world.word}`,
      email: `x${tail}`,
    });
    const exact = await createTestUser(db, { fullName: `Zora ${world.word}`, email: tail });
    const { users: found } = await groupsOf(tail);
    expect(found.total).toBe(2);
    expect(found.hits.map((hit) => [hit.id, hit.exact])).toEqual([
      [exact.id, true],
      [contains.id, false],
    ]);
  });

  it('finds a record by its exact id, in any case, and the records about it', async () => {
    const meeting = world.meetings[0]!;
    const byMeeting = await groupsOf(meeting.id.toUpperCase());
    expect(byMeeting.meetings).toMatchObject({ total: 1, hits: [{ id: meeting.id, exact: true }] });
    expect(byMeeting.recordings).toMatchObject({ total: 1, hits: [{ id: world.recording.id }] });
    const byRecording = await groupsOf(world.recording.id);
    expect(byRecording.recordings.hits[0]).toMatchObject({ id: world.recording.id, exact: true });
    expect(byRecording.meetings.total).toBe(0);
    const bySignup = await groupsOf(world.planSignup.id);
    expect(bySignup.planSignups.hits[0]).toMatchObject({ id: world.planSignup.id, exact: true });
    expect(bySignup.ongoingSignups.total).toBe(0);
    const byUser = await groupsOf(world.client.id);
    expect(byUser.users.hits[0]).toMatchObject({ id: world.client.id, exact: true });
    expect(byUser.meetings.total).toBe(MEETING_COUNT);
  });

  it('keeps % and _ literal and leaves deleted accounts out', async () => {
    const all = await groupsOf('%%');
    expect(ADMIN_SEARCH_KINDS.every((kind) => all[kind].total === 0)).toBe(true);
    const gone = await createTestUser(t.database.db, { fullName: `Gone Marsh${world.word}` });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const { users: found } = await groupsOf(`marsh${world.word}`);
    expect(found.hits.map((hit) => hit.id)).toEqual([world.client.id]);
  });

  it('refuses anonymous callers, non-admins, and text too short or too long', async () => {
    expect((await search('marsh', {})).statusCode).toBe(401);
    expect((await search('marsh', consumerHeaders)).statusCode).toBe(403);
    for (const q of [undefined, '', ' a ', 'x'.repeat(LIMITS.consoleSearch.max + 1)]) {
      const response = await search(q);
      expect(response.statusCode, `q=${String(q)}`).toBe(400);
      expect(
        response.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors?.q,
      ).toHaveLength(1);
    }
  });
});
