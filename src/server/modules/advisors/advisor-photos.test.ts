// Advisors' stored photos: checked by their bytes, content-addressed, served with long caching,
// and never a way to read anything else in storage.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { LIMITS } from '../../../shared/limits';
import { advisorProfileSchema } from '../../../shared/contracts/advisors';
import { dashboardDataSchema } from '../../../shared/contracts/home';
import { advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { detectPhotoType, readUpTo } from './advisor-photo';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- portrait -->\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const body = (bytes: Buffer) => Readable.from([bytes]);
const storage = () => t.app.services.storage;
const service = () => t.app.services.advisors;

/** A different advisor for each test, so they do not depend on one another. */
let nextAdvisor = 0;
async function takeAdvisor() {
  const rows = await t.database.db
    .select({ id: advisors.id, slug: advisors.slug })
    .from(advisors)
    .orderBy(advisors.slug);
  const advisor = rows[nextAdvisor++];
  if (!advisor) throw new Error('Not enough demo advisors.');
  return advisor;
}

async function photoColumns(id: string) {
  const [row] = await t.database.db
    .select({ key: advisors.profilePicKey, url: advisors.profilePicUrl })
    .from(advisors)
    .where(eq(advisors.id, id));
  return row!;
}

const refused = { code: 'validation', fieldErrors: { photo: [expect.any(String)] } };

describe('photo files', () => {
  it('recognises each photo type by its first bytes', () => {
    expect(detectPhotoType(PNG)).toBe('image/png');
    expect(detectPhotoType(JPEG)).toBe('image/jpeg');
    expect(detectPhotoType(WEBP)).toBe('image/webp');
    expect(detectPhotoType(SVG)).toBe('image/svg+xml');
    expect(detectPhotoType(Buffer.from('\uFEFF  <svg\nwidth="1"></svg>'))).toBe('image/svg+xml');
    expect(detectPhotoType(Buffer.from('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull();
    expect(detectPhotoType(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'))).toBeNull();
    expect(detectPhotoType(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectPhotoType(Buffer.alloc(0))).toBeNull();
  });

  it('stops reading a stream that passes the cap', async () => {
    expect(await readUpTo(body(Buffer.alloc(10)), 10)).toHaveLength(10);
    expect(await readUpTo(Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), 10)).toBeNull();
  });
});

describe('setAdvisorPhoto', () => {
  it('stores a PNG, shows its URL on the profile and serves it with long caching', async () => {
    const advisor = await takeAdvisor();
    const { profilePicUrl } = await service().setAdvisorPhoto(advisor.id, body(PNG), 'image/png');
    expect(profilePicUrl).toMatch(new RegExp(`^/advisor-photos/${advisor.id}-[0-9a-f]{16}\\.png$`));
    const columns = await photoColumns(advisor.id);
    expect(columns).toEqual({ key: profilePicUrl.slice(1), url: profilePicUrl });
    expect(await storage().exists(columns.key!)).toBe(true);

    const profile = advisorProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: ADVISOR_API.profile(advisor.slug) })).json(),
    );
    expect(profile.profilePicUrl).toBe(profilePicUrl);

    const response = await t.app.inject({ method: 'GET', url: profilePicUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('shows the new photo on the home page at once', async () => {
    const dashboard = async () =>
      dashboardDataSchema.parse(
        (await t.app.inject({ method: 'GET', url: ADVISOR_API.home })).json(),
      );
    const featured = (await dashboard()).advisors[0]!;
    const { profilePicUrl } = await service().setAdvisorPhoto(
      featured.id,
      body(JPEG),
      'image/jpeg',
    );
    const after = await dashboard();
    expect(after.profilePics[featured.slug]).toBe(profilePicUrl);
    expect(after.advisors.find((card) => card.slug === featured.slug)?.profilePicUrl).toBe(
      profilePicUrl,
    );
  });

  it('serves an SVG photo under a policy that lets it run no script', async () => {
    const advisor = await takeAdvisor();
    const { profilePicUrl } = await service().setAdvisorPhoto(
      advisor.id,
      body(SVG),
      'image/svg+xml; charset=utf-8',
    );
    const response = await t.app.inject({ method: 'GET', url: profilePicUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toBe(SVG.toString());
  });

  it('refuses a file whose bytes are not the image type it claims, storing nothing', async () => {
    const advisor = await takeAdvisor();
    const before = await photoColumns(advisor.id);
    const html = Buffer.from('<!DOCTYPE html><script>alert(1)</script>');
    await expect(
      service().setAdvisorPhoto(advisor.id, body(html), 'image/png'),
    ).rejects.toMatchObject(refused);
    await expect(
      service().setAdvisorPhoto(advisor.id, body(PNG), 'image/jpeg'),
    ).rejects.toMatchObject(refused);
    await expect(
      service().setAdvisorPhoto(advisor.id, body(html), 'text/html'),
    ).rejects.toMatchObject(refused);
    await expect(
      service().setAdvisorPhoto(advisor.id, body(Buffer.from('GIF89a')), 'image/gif'),
    ).rejects.toMatchObject(refused);
    expect(await photoColumns(advisor.id)).toEqual(before);
  });

  it('refuses a photo over the size limit', async () => {
    const advisor = await takeAdvisor();
    const before = await photoColumns(advisor.id);
    const huge = Buffer.concat([PNG, Buffer.alloc(LIMITS.advisorPhotoBytes.max)]);
    await expect(
      service().setAdvisorPhoto(advisor.id, body(huge), 'image/png'),
    ).rejects.toMatchObject(refused);
    expect(await photoColumns(advisor.id)).toEqual(before);
  });

  it('deletes the previous photo when replaced, and keeps it when the same one comes again', async () => {
    const advisor = await takeAdvisor();
    const first = await service().setAdvisorPhoto(advisor.id, body(PNG), 'image/png');
    const again = await service().setAdvisorPhoto(advisor.id, body(PNG), 'image/png');
    expect(again.profilePicUrl).toBe(first.profilePicUrl);
    expect(await storage().exists(first.profilePicUrl.slice(1))).toBe(true);

    const second = await service().setAdvisorPhoto(advisor.id, body(WEBP), 'image/webp');
    expect(second.profilePicUrl).not.toBe(first.profilePicUrl);
    expect(await storage().exists(first.profilePicUrl.slice(1))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.profilePicUrl })).statusCode).toBe(404);
    const response = await t.app.inject({ method: 'GET', url: second.profilePicUrl });
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers noMatchingAdvisor for an unknown advisor', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '../x']) {
      await expect(service().setAdvisorPhoto(id, body(PNG), 'image/png')).rejects.toMatchObject({
        code: 'noMatchingAdvisor',
      });
    }
  });
});

describe('GET /advisor-photos/:key', () => {
  it('answers 404 for an unknown photo', async () => {
    const unknown = ADVISOR_PAGES.photo(
      '00000000-0000-4000-8000-000000000000-0123456789abcdef.png',
    );
    for (const url of [unknown, '/advisor-photos/nothing.png', '/advisor-photos/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('never reaches another stored object through the photo URL', async () => {
    await storage().put('vault/secret.txt', body(Buffer.from('private')), {
      contentType: 'image/png',
      maxBytes: 100,
    });
    const attempts = [
      '/advisor-photos/..%2Fvault%2Fsecret.txt',
      '/advisor-photos/%2E%2E%2Fvault%2Fsecret.txt',
      '/advisor-photos/../vault/secret.txt',
      '/advisor-photos/..%2F..%2F..%2Fetc%2Fpasswd',
      '/advisor-photos/%2Fetc%2Fpasswd',
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private');
    }
    const stored = await storage().get('vault/secret.txt');
    expect((await buffer(stored!.stream)).toString()).toBe('private');
  });
});
