// What the profile editor's API tests share (docs/product.md#profile-editor): one app per file, an
// advisor with a fresh profile of their own, and the calls to read, save and upload.
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  AdvisorProfileEditor,
  AdvisorProfileValues,
} from '../../../shared/contracts/advisor-profile';
import type { ErrorBody } from '../../../shared/errors';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { multipartBody } from '../../testing/multipart';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

export interface Caller {
  user: TestUser;
  headers: Record<string, string>;
}

/** Starts one app for the calling test file and answers its helpers. */
export function profileEditorTestKit() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function caller(roles: TestUser['roles']) {
    const user = await createTestUser(t.database.db, { roles });
    return { user, headers: bearer(await mintAccessToken(t.database.db, t.config, user)) };
  }

  /** A new Advisor account with a fresh profile of its own. */
  async function advisorCaller() {
    const signedIn = await caller(['Advisor']);
    const row = await insertTestAdvisor(t.database.db, signedIn.user.id, {
      slugPrefix: 'profile-editor',
      firstName: 'Petra',
      lastNamePrefix: 'Profile',
      avatar: 'profile',
    });
    return { ...signedIn, ...row };
  }

  const getEditor = (who: Caller) =>
    t.app.inject({ method: 'GET', url: ADVISOR_PROFILE_API.dashboard, headers: who.headers });

  async function editorOf(who: Caller): Promise<AdvisorProfileEditor> {
    const response = await getEditor(who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdvisorProfileEditor>();
  }

  const save = (who: Caller, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: ADVISOR_PROFILE_API.dashboard,
      headers: who.headers,
      payload,
    });

  async function validBody(who: Caller): Promise<AdvisorProfileValues> {
    const editor = await editorOf(who);
    return {
      ...editor.values,
      states: ['CO'],
      specialityIds: editor.choices.specialities.slice(0, 2).map((choice) => choice.id),
      clientTypeIds: editor.choices.clientTypes.slice(0, 1).map((choice) => choice.id),
    };
  }

  async function expectRefused(who: Caller, payload: object, field: string) {
    const response = await save(who, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.fieldErrors ?? {}), response.body).toContain(field);
    return body;
  }

  const text = (length: number) => 'x'.repeat(length);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const upload = (who: Caller, bytes: Buffer, contentType: string) => {
    const body = multipartBody({}, { field: 'file', fileName: 'me.png', contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: ADVISOR_PROFILE_API.photo,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  return {
    get t() {
      return t;
    },
    caller,
    advisorCaller,
    getEditor,
    editorOf,
    save,
    validBody,
    expectRefused,
    text,
    get,
    upload,
  };
}
