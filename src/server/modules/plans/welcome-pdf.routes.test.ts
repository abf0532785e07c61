// The Plan's welcome PDF: a valid PDF the server draws for the Plan's own client, naming them and
// their advisor; anyone else's Plan, or an Ongoing, is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import { inspectPdf } from '../../files/pdf/pdf-inspect';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import { clientInEngagement } from './engagements-test-kit';

const clock = createTestClock('2027-03-01T15:00:00Z');
let t: TestApp;
let advisorId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisorId = (await advisorCaller(t, 'kevin-brooks')).advisorId;
});
afterAll(async () => {
  await t.close();
});

describe('the welcome PDF of The Plan', () => {
  it('is a valid PDF naming the client and the advisor, for the Plan’s client only', async () => {
    const { client, engagement } = await clientInEngagement(t, advisorId, 'plan', clock.now());
    const answer = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.welcomePdf(engagement.id),
      headers: client.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(answer.headers['content-disposition']).toContain('welcome-to-the-plan-2027-03-01.pdf');
    const pdf = inspectPdf(answer.rawPayload);
    expect(pdf.version).toBe('1.4');
    expect(pdf.offsetsPointAtObjects).toBe(true);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    const text = pdf.pages.flat().join(' ');
    expect(text).toContain(client.user.fullName);
    expect(text).toContain('Kevin Brooks');
    expect(text).toContain('March 1, 2027');

    const stranger = await signedInCaller(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.welcomePdf(engagement.id),
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);

    const ongoing = await clientInEngagement(t, advisorId, 'ongoing', clock.now());
    const none = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.welcomePdf(ongoing.engagement.id),
      headers: ongoing.client.headers,
    });
    expect(none.statusCode).toBe(404);
  });
});
