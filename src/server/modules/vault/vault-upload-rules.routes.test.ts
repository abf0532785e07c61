// The vault's upload rules over HTTP: a file must start like what its name says and may not be a
// program; a name already kept is refused (409) unless the client chose to replace it or keep
// both, and two uploads keeping both end under distinct names.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VAULT_API } from '../../../shared/routes/vault-api';
import {
  VAULT_MESSAGES,
  downloadLinkSchema,
  vaultFileSchema,
  vaultListSchema,
} from '../../../shared/contracts/vault';
import type { VaultDuplicateChoice } from '../../../shared/contracts/vault';
import { FILE_CHECK_MESSAGES } from '../../../shared/file-checks';
import { vaultFiles } from '../../db/schema/vault';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { multipartBody } from '../../testing/multipart';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
const OTHER_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x42)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 0x20)]);
const TEXT = Buffer.from('echo this is only text\n');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

function upload(
  caller: Caller,
  fileName: string,
  bytes: Buffer,
  options: { name?: string; onDuplicate?: VaultDuplicateChoice } = {},
) {
  const body = multipartBody(options.name === undefined ? {} : { name: options.name }, {
    field: 'file',
    fileName,
    contentType: 'application/octet-stream',
    bytes,
  });
  const query = options.onDuplicate ? `?onDuplicate=${options.onDuplicate}` : '';
  return t.app.inject({
    method: 'POST',
    url: `${VAULT_API.files}${query}`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

async function listed(caller: Caller) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${VAULT_API.files}?sort=name&direction=asc`,
    headers: caller.headers,
  });
  return vaultListSchema.parse(answer.json()).files;
}

async function downloaded(caller: Caller, fileId: string): Promise<Buffer> {
  const link = await t.app.inject({
    method: 'POST',
    url: VAULT_API.fileDownload(fileId),
    headers: caller.headers,
  });
  const got = await t.app.inject({ method: 'GET', url: downloadLinkSchema.parse(link.json()).url });
  return got.rawPayload;
}

describe('what a file may be', () => {
  it('refuses a file that does not start like its ending says, with the reason (415)', async () => {
    const client = await signedInCaller(t);
    const fake = await upload(client, 'Statement.pdf', ZIP);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'unsupportedFileType',
      message: 'This file is not a real PDF (it starts like a ZIP archive).',
      fieldErrors: { file: ['This file is not a real PDF (it starts like a ZIP archive).'] },
    });
    const video = await upload(client, 'clip.bin', Buffer.from('\0\0\0\x20ftypisom\0\0\0\0'));
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe(
      FILE_CHECK_MESSAGES.startsLike('a video', VAULT_MESSAGES.unsupported),
    );
    expect(await listed(client)).toEqual([]);
  });

  it('refuses names with a program’s ending, even when the bytes are harmless text', async () => {
    const client = await signedInCaller(t);
    for (const [fileName, name, ending] of [
      ['setup.exe', undefined, '.exe'],
      ['report.pdf.exe', undefined, '.exe'],
      ['notes.txt', 'Run me.PS1', '.ps1'],
      ['install.sh. ', undefined, '.sh'],
    ] as const) {
      const answer = await upload(client, fileName, TEXT, { name });
      expect(answer.statusCode, fileName).toBe(415);
      expect(answer.json().message).toBe(FILE_CHECK_MESSAGES.executable(ending));
    }
    expect(await listed(client)).toEqual([]);
    const kept = vaultFileSchema.parse((await upload(client, 'notes.txt', TEXT)).json());
    const renamed = await t.app.inject({
      method: 'PUT',
      url: VAULT_API.file(kept.id),
      headers: client.headers,
      payload: { name: 'notes.bat' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors.name).toEqual([FILE_CHECK_MESSAGES.executable('.bat')]);
  });
});

describe('a name already in the vault', () => {
  it('is refused with 409 and a code the browser knows, whatever the letter case', async () => {
    const client = await signedInCaller(t);
    await upload(client, 'Taxes 2025.pdf', PDF);
    const again = await upload(client, 'taxes 2025.PDF', OTHER_PDF);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicateFileName',
      message: VAULT_MESSAGES.duplicate('taxes 2025.PDF'),
    });
    expect((await listed(client)).map((file) => file.name)).toEqual(['Taxes 2025.pdf']);
  });

  it('is refused to a rename too, while the file may keep its own name in another case', async () => {
    const client = await signedInCaller(t);
    await upload(client, 'Will.pdf', PDF);
    const other = vaultFileSchema.parse((await upload(client, 'Trust.pdf', OTHER_PDF)).json());
    const rename = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: VAULT_API.file(other.id),
        headers: client.headers,
        payload: { name },
      });
    const taken = await rename('will.PDF');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'duplicateFileName',
      message: VAULT_MESSAGES.nameTaken('will.PDF'),
    });
    const ownName = await rename('TRUST.pdf');
    expect(ownName.statusCode, ownName.body).toBe(200);
    expect((await listed(client)).map((file) => file.name)).toEqual(['TRUST.pdf', 'Will.pdf']);
  });

  it('is kept both ways on request: "name (2).pdf", then "(3)"', async () => {
    const client = await signedInCaller(t);
    await upload(client, 'Budget.pdf', PDF);
    for (const expected of ['Budget (2).pdf', 'Budget (3).pdf']) {
      const kept = await upload(client, 'Budget.pdf', OTHER_PDF, { onDuplicate: 'keepBoth' });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(vaultFileSchema.parse(kept.json()).name).toBe(expected);
    }
    const fresh = await upload(client, 'Fresh.pdf', PDF, { onDuplicate: 'keepBoth' });
    expect(vaultFileSchema.parse(fresh.json()).name).toBe('Fresh.pdf');
  });

  it('is replaced on request: same file, new bytes, the old bytes removed', async () => {
    const client = await signedInCaller(t);
    const first = vaultFileSchema.parse((await upload(client, 'Will.pdf', PDF)).json());
    const [before] = await t.database.db
      .select()
      .from(vaultFiles)
      .where(eq(vaultFiles.id, first.id));
    const replaced = await upload(client, 'Will.pdf', OTHER_PDF, { onDuplicate: 'replace' });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const file = vaultFileSchema.parse(replaced.json());
    expect(file).toMatchObject({ id: first.id, name: 'Will.pdf', sizeBytes: OTHER_PDF.length });
    expect((await listed(client)).map((each) => each.name)).toEqual(['Will.pdf']);
    expect((await downloaded(client, file.id)).equals(OTHER_PDF)).toBe(true);
    expect(await t.app.services.storage.exists(before!.storageKey)).toBe(false);
  });

  it('ends under distinct names when uploads keeping both run at once', async () => {
    const client = await signedInCaller(t);
    await upload(client, 'Scan.pdf', PDF);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(client, 'Scan.pdf', PDF, { onDuplicate: 'keepBoth' })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const names = (await listed(client)).map((file) => file.name);
    expect(names).toEqual([
      'Scan (2).pdf',
      'Scan (3).pdf',
      'Scan (4).pdf',
      'Scan (5).pdf',
      'Scan.pdf',
    ]);
  });

  it('keeps only one of two uploads of a new name sent at once without a choice', async () => {
    const client = await signedInCaller(t);
    const answers = await Promise.all([
      upload(client, 'Twice.pdf', PDF),
      upload(client, 'Twice.pdf', OTHER_PDF),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await listed(client)).map((file) => file.name)).toEqual(['Twice.pdf']);
    const keys = await t.database.db
      .select()
      .from(vaultFiles)
      .where(eq(vaultFiles.ownerId, client.user.id));
    expect(keys).toHaveLength(1);
  });

  it('is kept both ways when an advisor’s written plan arrives under a name already kept', async () => {
    const client = await signedInCaller(t);
    const advisor = await advisorCaller(t, 'daniel-kim');
    await upload(client, 'Financial plan.pdf', PDF);
    const stored = await t.app.services.vault.storeForClient(
      client.user.id,
      { name: 'Financial plan.pdf', stream: Readable.from([OTHER_PDF]) },
      { contentTypes: ['application/pdf'], refusal: 'A PDF.', shareWith: advisor.advisorId },
    );
    expect(stored.name).toBe('Financial plan (2).pdf');
    expect((await listed(client)).map((file) => file.name)).toEqual([
      'Financial plan (2).pdf',
      'Financial plan.pdf',
    ]);
  });
});
