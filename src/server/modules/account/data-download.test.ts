// "Download my data": a JSON attachment of everything held about the signed-in person, and only
// about them; notes are theirs once sent; an admin acting as someone cannot take it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { savedAdvisors } from '../../db/schema/matching';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import type { Caller } from '../../testing/test-booking';
import { INTAKE } from '../../testing/test-booking';
import { clientWithHistory } from './account-safety-test-kit';

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const download = (caller: Pick<Caller, 'headers'>) =>
  t.app.inject({ method: 'GET', url: ACCOUNT_API.dataDownload, headers: caller.headers });

describe('data download', () => {
  it('holds everything about the person as a JSON file, and nothing about anyone else', async () => {
    clock.set(new Date());
    const mine = await clientWithHistory(t, clock);
    clock.set(new Date());
    const theirs = await clientWithHistory(t, clock);
    const [thomas] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.slug, 'thomas-nguyen'));
    await t.database.db
      .insert(savedAdvisors)
      .values({ userId: mine.client.user.id, advisorId: thomas!.id });

    const answer = await download(mine.client);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="just-financial-advice-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.profile).toMatchObject({
      id: mine.client.user.id,
      email: mine.client.user.email,
      fullName: mine.client.user.fullName,
      roles: ['Consumer'],
      twoFactorEnabled: false,
      // Booking made the client a resident of a state the advisor serves.
      residence: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(data.savedAdvisors).toEqual([
      expect.objectContaining({ advisor: 'Thomas Nguyen', slug: 'thomas-nguyen' }),
    ]);
    expect(data.emailPreferences).toEqual({
      meetingReminders: true,
      reviewRequests: true,
      recordingReady: false,
      productNews: false,
    });
    expect(data.meetings).toHaveLength(1);
    expect(data.meetings[0]).toMatchObject({
      id: mine.eventId,
      advisor: 'Thomas Nguyen',
      notesReceived: 'Max out the 401(k) match first.',
    });
    expect(data.meetings[0].statusHistory.length).toBeGreaterThan(0);
    expect(data.intakeAnswers).toEqual([
      expect.objectContaining({ meetingId: mine.eventId, answers: INTAKE }),
    ]);
    expect(data.charges).toHaveLength(1);
    expect(data.charges[0]).toMatchObject({ meetingId: mine.eventId, status: 'succeeded' });
    expect(data.refunds).toEqual([]);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Clear and kind', rating: 5 })]);
    expect(data.vaultFiles).toEqual([
      expect.objectContaining({ name: 'Tax return 2025.pdf', sharedWith: [] }),
    ]);
    expect(data.recordings).toEqual([
      expect.objectContaining({ meetingId: mine.eventId, status: 'SavedToS3' }),
    ]);
    // Nothing of the other client, and no storage keys of ours.
    expect(answer.body).not.toContain(theirs.client.user.id);
    expect(answer.body).not.toContain(theirs.client.user.email);
    expect(answer.body).not.toContain(theirs.eventId);
    expect(answer.body).not.toContain(mine.fileKey);
    expect(answer.body).not.toContain(mine.recordingKey);
  });

  it('leaves out notes the advisor has not sent', async () => {
    clock.set(new Date());
    const { client, eventId } = await clientWithHistory(t, clock);
    await t.database.db
      .update(events)
      .set({ notes: 'Draft: ask about the pension.', notesSentAt: null })
      .where(eq(events.id, eventId));
    const data = (await download(client)).json();
    expect(data.meetings[0].notesReceived).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Draft: ask about the pension.');
  });

  it('is for signed-in people only', async () => {
    expect((await download({ headers: {} })).statusCode).toBe(401);
  });
});
