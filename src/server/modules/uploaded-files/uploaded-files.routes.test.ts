// The console's uploaded files (docs/product.md#uploaded-files, ADR 0047): every stored file with its
// owner and what it belongs to; the orphan scan of the store and the records; the removal of
// orphans, each checked again and audited; admins only.
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_LIST_MAX } from '../../../shared/contracts/uploaded-files';
import type {
  OrphanScan,
  RemoveOrphansAnswer,
  UploadedFilePage,
} from '../../../shared/contracts/uploaded-files';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { auditLog } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { complianceDocuments } from '../../db/schema/compliance';
import { advisorDisclosures } from '../../db/schema/onboarding';
import { engagements, signups } from '../../db/schema/plans';
import { recordings } from '../../db/schema/recordings';
import { vaultFiles } from '../../db/schema/vault';
import { expectAdminOnly } from '../../testing/admin-only';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { insertIntakeResponse } from '../intake-admin/intake-admin-test-kit';

let t: TestApp;
let adminUser: TestUser;
let adminHeaders: Record<string, string>;
let client: TestUser;
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3_600_000);

const KEYS = {
  vault: 'vault/files-test/statement',
  deliverable: 'vault/files-test/plan',
  photo: 'advisor-photos/files-test.png',
  disclosure: 'disclosures/files-test/adv.pdf',
  document: 'compliance-documents/files-test/v1.pdf',
  recording: 'recordings/files-test/one.webm',
  missing: 'vault/files-test/missing',
  oldOrphan: 'stray/old-orphan.bin',
  newOrphan: 'stray/new-orphan.bin',
};

async function store(key: string, bytes: number, old = true) {
  await t.app.services.storage.put(key, Readable.from([Buffer.alloc(bytes, 1)]), {
    contentType: 'application/octet-stream',
    maxBytes: 1_000_000,
  });
  if (old) {
    const file = path.join(t.config.filesDir, 'objects', ...key.split('/'));
    await utimes(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = t.database.db;
  adminUser = await createTestUser(db, { roles: ['Admin'] });
  adminHeaders = bearer(await mintAccessToken(db, t.config, adminUser));
  client = await createTestUser(db, { roles: ['Consumer'], fullName: 'Fern Filer' });
  const advisorUser = await createTestUser(db, { roles: ['Advisor'], fullName: 'Ada Uploader' });
  const advisor = await insertTestAdvisor(db, advisorUser.id, {
    slugPrefix: 'files-admin',
    firstName: 'Ada',
    lastNamePrefix: 'Uploader',
    avatar: 'a1',
  });
  const [vault, deliverable] = await db
    .insert(vaultFiles)
    .values([
      {
        ownerId: client.id,
        name: 'statement.pdf',
        storageKey: KEYS.vault,
        contentType: 'application/pdf',
        sizeBytes: 300,
      },
      {
        ownerId: client.id,
        name: 'plan.pdf',
        storageKey: KEYS.deliverable,
        contentType: 'application/pdf',
        sizeBytes: 900,
      },
      {
        ownerId: client.id,
        name: 'lost.pdf',
        storageKey: KEYS.missing,
        contentType: 'application/pdf',
        sizeBytes: 50,
      },
    ])
    .returning({ id: vaultFiles.id });
  void vault;
  const parties = { clientId: client.id, advisorId: advisor.id };
  const intakeId = await insertIntakeResponse(db, parties, { to: 'signup', state: 'paid' });
  const [signup] = await db.select().from(signups).where(eq(signups.intakeResponseId, intakeId));
  await db.insert(engagements).values({
    kind: 'plan',
    signupId: signup!.id,
    offeringId: signup!.offeringId,
    ...parties,
    startsOn: '2026-06-01',
    deliverableFileId: deliverable!.id,
  });
  await db.update(advisors).set({ profilePicKey: KEYS.photo }).where(eq(advisors.id, advisor.id));
  await db.insert(advisorDisclosures).values({
    advisorId: advisor.id,
    kind: 'adv',
    storageKey: KEYS.disclosure,
    fileName: 'adv-2a.pdf',
    sizeBytes: 700,
  });
  await db.insert(complianceDocuments).values({
    slug: 'files-test-terms',
    displayName: 'Files Test Terms',
    bodyHtml: '<p>Terms</p>',
    fileKey: KEYS.document,
    fileName: 'terms.pdf',
  });
  const [event] = await db
    .insert(events)
    .values({
      ...parties,
      startsAt: new Date(Date.UTC(2026, 5, 1, 15)),
      endsAt: new Date(Date.UTC(2026, 5, 1, 16)),
      priceCents: 15_000,
      clientTimeZone: 'America/Denver',
    })
    .returning({ id: events.id });
  await db.insert(recordings).values({
    eventId: event!.id,
    status: 'SavedToS3',
    source: 'upload',
    storageKey: KEYS.recording,
    contentType: 'video/webm',
    sizeBytes: 5_000,
  });
  await store(KEYS.vault, 300);
  await store(KEYS.deliverable, 900);
  await store(KEYS.photo, 10);
  await store(KEYS.disclosure, 700);
  await store(KEYS.document, 20);
  await store(KEYS.recording, 5_000);
  await store(KEYS.oldOrphan, 1234);
  await store(KEYS.newOrphan, 99, false);
});
afterAll(() => t.close());

const get = (url: string, headers = adminHeaders) => t.app.inject({ method: 'GET', url, headers });
const removeOrphans = (payload: object, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url: FILES_ADMIN_API.removeOrphans, headers, payload });

describe('GET uploaded-files', () => {
  it('lists every stored file with its kind, owner, size and what it belongs to', async () => {
    const response = await get(`${FILES_ADMIN_API.files}?size=100`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<UploadedFilePage>();
    const byKey = new Map(page.items.map((item) => [item.key, item]));
    expect(byKey.get(KEYS.vault)).toMatchObject({
      kind: 'vault',
      name: 'statement.pdf',
      bytes: 300,
      owner: { id: client.id, fullName: 'Fern Filer' },
    });
    expect(byKey.get(KEYS.deliverable)).toMatchObject({ kind: 'plan-deliverable', bytes: 900 });
    expect(byKey.get(KEYS.photo)).toMatchObject({
      kind: 'advisor-photo',
      bytes: null,
      owner: { fullName: 'Ada Uploader' },
    });
    expect(byKey.get(KEYS.disclosure)).toMatchObject({
      kind: 'advisor-disclosure',
      belongsTo: expect.stringContaining('Form ADV Part 2A'),
    });
    expect(byKey.get(KEYS.document)).toMatchObject({
      kind: 'compliance-document',
      owner: null,
      belongsTo: 'Files Test Terms (version 1)',
    });
    expect(byKey.get(KEYS.recording)).toMatchObject({
      kind: 'recording',
      bytes: 5_000,
      belongsTo: 'Meeting on 2026-06-01 15:00 UTC',
    });
  });

  it('sorts by size with unknown sizes last, filters by kind and searches', async () => {
    const largest = (
      await get(`${FILES_ADMIN_API.files}?sort=size&dir=desc&size=100`)
    ).json<UploadedFilePage>();
    const sizes = largest.items.map((item) => item.bytes);
    expect(sizes.slice(0, 3)).toEqual([5_000, 900, 700]);
    expect(sizes.at(-1)).toBeNull();
    const smallest = (
      await get(`${FILES_ADMIN_API.files}?sort=size&dir=asc&size=100`)
    ).json<UploadedFilePage>();
    expect(smallest.items[0]?.bytes).toBe(50);
    expect(smallest.items.at(-1)?.bytes).toBeNull();
    const vaultOnly = (await get(`${FILES_ADMIN_API.files}?kind=vault`)).json<UploadedFilePage>();
    expect(vaultOnly.items.every((item) => item.kind === 'vault')).toBe(true);
    expect(vaultOnly.total).toBe(2);
    const search = (await get(`${FILES_ADMIN_API.files}?q=fern`)).json<UploadedFilePage>();
    expect(search.total).toBe(4);
  });

  it('refuses bad queries with field messages', async () => {
    for (const query of ['size=7', 'page=0', 'sort=name', 'dir=up', 'kind=movies']) {
      const response = await get(`${FILES_ADMIN_API.files}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET uploaded-files/orphans', () => {
  it('finds old objects no record points at, and records whose object is gone', async () => {
    const response = await get(FILES_ADMIN_API.orphans);
    expect(response.statusCode).toBe(200);
    const scan = response.json<OrphanScan>();
    // The new object may be an upload whose record is a moment away: left alone.
    expect(scan.objects.map((object) => object.key)).toEqual([KEYS.oldOrphan]);
    expect(scan.objects[0]).toMatchObject({ bytes: 1234 });
    expect(scan.objectBytes).toBe(1234);
    expect(scan.missing.map((row) => row.key)).toEqual([KEYS.missing]);
    expect(scan.missing[0]).toMatchObject({ kind: 'vault', name: 'lost.pdf' });
    expect(scan).toMatchObject({ scannedObjects: 8, scannedRecords: 7, truncated: false });
  });
});

describe('POST uploaded-files/remove-orphans', () => {
  it('removes only unreferenced, old objects still there, audited; keeps the rest with why', async () => {
    const response = await removeOrphans({
      keys: [KEYS.oldOrphan, KEYS.newOrphan, KEYS.vault, 'stray/never-there', 'Not A Key'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RemoveOrphansAnswer>()).toEqual({
      removed: [KEYS.oldOrphan],
      kept: [
        { key: KEYS.newOrphan, reason: 'recent' },
        { key: KEYS.vault, reason: 'referenced' },
        { key: 'stray/never-there', reason: 'gone' },
        { key: 'Not A Key', reason: 'invalid' },
      ],
    });
    const storage = t.app.services.storage;
    expect(await storage.exists(KEYS.oldOrphan)).toBe(false);
    expect(await storage.exists(KEYS.newOrphan)).toBe(true);
    expect(await storage.exists(KEYS.vault)).toBe(true);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orphan-file-removed')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminUser.id,
      target: `file:${KEYS.oldOrphan}`,
      before: expect.objectContaining({ key: KEYS.oldOrphan, bytes: 1234 }),
      after: null,
    });
    // Gone now, so a second removal keeps it as gone and writes nothing.
    const again = await removeOrphans({ keys: [KEYS.oldOrphan] });
    expect(again.json<RemoveOrphansAnswer>().kept).toEqual([
      { key: KEYS.oldOrphan, reason: 'gone' },
    ]);
  });

  it('refuses an empty or oversized list', async () => {
    expect((await removeOrphans({ keys: [] })).statusCode).toBe(400);
    expect((await removeOrphans({})).statusCode).toBe(400);
    const many = Array.from({ length: ORPHAN_LIST_MAX + 1 }, (_, index) => `stray/${index}`);
    expect((await removeOrphans({ keys: many })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const calls = [
      { method: 'GET' as const, url: FILES_ADMIN_API.files },
      { method: 'GET' as const, url: FILES_ADMIN_API.orphans },
      { method: 'POST' as const, url: FILES_ADMIN_API.removeOrphans, payload: { keys: ['a'] } },
    ];
    await expectAdminOnly(t, calls);
  });
});
