// The profile editor's photo (docs/product.md#profile-editor): judged by its bytes, never SVG, shown
// on the public profile and audited; only ever the caller's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { LIMITS } from '../../../shared/limits';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import type { ErrorBody } from '../../../shared/errors';
import { auditLog } from '../../db/schema/accounts';
import { PNG, SVG, profileEditorTestKit } from './advisor-profile-editor-test-kit';

const kit = profileEditorTestKit();
const { advisorCaller, caller, editorOf, get, upload } = kit;

describe('the photo', () => {
  it('stores a PNG as the photo the public profile shows, and audits it', async () => {
    const advisor = await advisorCaller();
    const response = await upload(advisor, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const { profilePicUrl } = response.json<{ profilePicUrl: string }>();
    expect(profilePicUrl).toMatch(/\.png$/);
    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile.profilePicUrl).toBe(profilePicUrl);
    const served = await get(profilePicUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const audit = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, advisor.id));
    expect(audit.map((row) => row.action)).toContain('advisor.photo.update');
  });

  it('refuses a photo whose bytes are not what it claims, SVG in any form, and one too big', async () => {
    const advisor = await advisorCaller();
    const before = (await editorOf(advisor)).profile.profilePicUrl;
    const cases: [Buffer, string][] = [
      [PNG, 'image/jpeg'],
      [Buffer.from('just some text, not an image'), 'image/png'],
      [SVG, 'image/svg+xml'],
      [SVG, 'image/png'],
      [PNG, 'image/gif'],
      [Buffer.concat([PNG, Buffer.alloc(LIMITS.advisorPhotoBytes.max)]), 'image/png'],
    ];
    for (const [bytes, type] of cases) {
      const response = await upload(advisor, bytes, type);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.photo).toHaveLength(1);
    }
    expect((await upload(advisor, SVG, 'image/svg+xml')).json<ErrorBody>().fieldErrors).toEqual({
      photo: [ADVISOR_PROFILE_MESSAGES.photoType],
    });
    expect((await editorOf(advisor)).profile.profilePicUrl).toBe(before);
  });

  it('answers a form without a file, and a client or an account without a profile', async () => {
    const advisor = await advisorCaller();
    const empty = await kit.t.app.inject({
      method: 'POST',
      url: ADVISOR_PROFILE_API.photo,
      headers: advisor.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(await caller(['Consumer']), PNG, 'image/png')).statusCode).toBe(403);
    expect((await upload(await caller(['Admin']), PNG, 'image/png')).statusCode).toBe(404);
  });
});
