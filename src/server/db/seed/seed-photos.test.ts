// Given a storage, the seed stores every demo advisor's portrait as a real photo file, and the
// demo meeting's recording.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import type { Storage } from '../../integrations/storage/storage';
import { renderAvatarSvg } from '../../modules/advisors/avatar-svg';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { advisors } from '../schema/advisors';
import { recordings } from '../schema/recordings';
import { ADVISOR_PROFILES } from './advisor-profiles';
import { seedDemoData } from './seed';

let database: TestDatabase;

const fileCount = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jfa-seed-files-'));
  storage = createLocalStorage({ root });
  database = await createTestDatabase({ seed: false });
  expect((await seedDemoData(database.db, { storage })).seeded).toBe(true);
});

afterAll(async () => {
  await database?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('seedDemoData with a storage', () => {
  it('stores each portrait and points the advisor at it', async () => {
    const rows = await database.db.select().from(advisors);
    expect(rows).toHaveLength(ADVISOR_PROFILES.length);
    for (const row of rows) {
      expect(row.profilePicKey).toMatch(
        new RegExp(`^advisor-photos/${row.id}-[0-9a-f]{16}\\.svg$`),
      );
      expect(row.profilePicUrl).toBe(ADVISOR_PAGES.photo(row.profilePicKey!.split('/')[1]!));
      const stored = await storage.get(row.profilePicKey!);
      expect(stored?.contentType).toBe('image/svg+xml');
      expect(await text(stored!.stream)).toBe(renderAvatarSvg(row));
    }
  });

  it('stores the demo recording of the meeting held with notes', async () => {
    const [recording] = await database.db.select().from(recordings);
    expect(recording).toMatchObject({ status: 'SavedToS3', contentType: 'video/webm' });
    const stored = await storage.get(recording!.storageKey!);
    expect(stored?.totalBytes).toBe(recording!.sizeBytes);
  });

  it('stores nothing when the database already has advisors', async () => {
    const files = await fileCount();
    // Each portrait and the demo recording: an object and its metadata file.
    expect(files).toBe((ADVISOR_PROFILES.length + 1) * 2);
    expect((await seedDemoData(database.db, { storage })).seeded).toBe(false);
    expect(await fileCount()).toBe(files);
  });
});
