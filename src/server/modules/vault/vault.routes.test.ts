// The vault over HTTP: streamed uploads judged by their bytes and capped, names kept as labels,
// signed downloads, sharing with booked advisors only, and nobody else's files, ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADVISOR_CLIENT_API } from '../../../shared/routes/advisor-clients-api';
import { VAULT_API } from '../../../shared/routes/vault-api';
import {
  VAULT_MESSAGES,
  advisorClientSchema,
  downloadLinkSchema,
  vaultFileSchema,
  vaultListSchema,
} from '../../../shared/contracts/vault';
import type { VaultFile } from '../../../shared/contracts/vault';
import { vaultFiles } from '../../db/schema/vault';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { multipartBody } from '../../testing/multipart';

const LIMIT = 64 * 1024;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
let t: TestApp;
let client: Caller;
let advisor: Awaited<ReturnType<typeof advisorCaller>>;

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: LIMIT, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await signedInCaller(t, ['Consumer'], { fullName: 'Vera Vault' });
  advisor = await advisorCaller(t, 'daniel-kim');
  const [slot] = await openSlots(t.app, 'daniel-kim', 21);
  await bookMeeting(t.app, client, 'daniel-kim', slot!.start);
});
afterAll(async () => {
  await t.close();
});

function upload(caller: Caller, fileName: string, bytes: Buffer, name?: string) {
  const body = multipartBody(name === undefined ? {} : { name }, {
    field: 'file',
    fileName,
    contentType: 'application/octet-stream',
    bytes,
  });
  return t.app.inject({
    method: 'POST',
    url: VAULT_API.files,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(caller: Caller, fileName: string, bytes = PDF): Promise<VaultFile> {
  const answer = await upload(caller, fileName, bytes);
  expect(answer.statusCode, answer.body).toBe(201);
  return vaultFileSchema.parse(answer.json());
}

async function download(caller: Caller, fileId: string) {
  const link = await t.app.inject({
    method: 'POST',
    url: VAULT_API.fileDownload(fileId),
    headers: caller.headers,
  });
  return link;
}

const storedKeys = async (ownerId: string) =>
  (await t.database.db.select().from(vaultFiles).where(eq(vaultFiles.ownerId, ownerId))).map(
    (row) => row.storageKey,
  );

describe('uploading', () => {
  it('keeps a file under a key of ids, judged by its bytes, and downloads it byte-identical', async () => {
    // The browser's path is dropped; a name that looks like a path stays a label.
    const file = await uploaded(client, 'C:/scans/Net worth 2026 — Müller.pdf');
    expect(file).toMatchObject({
      name: 'Net worth 2026 — Müller.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const [key] = await storedKeys(client.user.id);
    expect(key).toBe(`vault/${client.user.id}/${file.id}`);
    const link = downloadLinkSchema.parse((await download(client, file.id)).json());
    const got = await t.app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('attachment;');
    expect(got.headers['content-disposition']).toContain(
      "filename*=UTF-8''Net%20worth%202026%20%E2%80%94%20M%C3%BCller.pdf",
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const pathLike = await upload(client, 'x.pdf', PDF, '../../etc/passwd.pdf');
    const labelled = vaultFileSchema.parse(pathLike.json());
    expect(labelled.name).toBe('../../etc/passwd.pdf');
    expect(await storedKeys(client.user.id)).toContain(`vault/${client.user.id}/${labelled.id}`);
  });

  it('takes the name field over the browser file name', async () => {
    const file = await uploaded(client, 'scan0001.pdf');
    expect(file.name).toBe('scan0001.pdf');
    const named = await upload(client, 'scan0002.pdf', PDF, 'Tax return 2025.pdf');
    expect(vaultFileSchema.parse(named.json()).name).toBe('Tax return 2025.pdf');
  });

  it('refuses bad names, unknown kinds and empty files, keeping nothing', async () => {
    const before = await storedKeys(client.user.id);
    for (const name of ['a', 'x'.repeat(201), 'tab\there.pdf']) {
      const answer = await upload(client, 'ok.pdf', PDF, name);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().fieldErrors).toHaveProperty('name');
    }
    const exe = await upload(
      client,
      'statement.pdf',
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(
      'This file is not a real PDF (it starts like a Windows program).',
    );
    const empty = await upload(client, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await storedKeys(client.user.id)).toEqual(before);
  });

  it('enforces the cap while streaming: at the cap is kept, one byte over leaves nothing', async () => {
    const before = await storedKeys(client.user.id);
    const atCap = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(LIMIT - 9, 0x42)]);
    expect((await upload(client, 'at-cap.pdf', atCap)).statusCode).toBe(201);
    const over = Buffer.concat([atCap, Buffer.from('!')]);
    const refused = await upload(client, 'over.pdf', over);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(VAULT_MESSAGES.tooLarge);
    const after = await storedKeys(client.user.id);
    expect(after).toHaveLength(before.length + 1);
    for (const key of after) expect(await t.app.services.storage.exists(key)).toBe(true);
  });
});

describe('managing files', () => {
  it('lists with sort and search, renames and deletes (the stored bytes go too)', async () => {
    const owner = await signedInCaller(t);
    await uploaded(owner, 'b-budget.pdf');
    const big = Buffer.concat([PDF, Buffer.alloc(5000, 0x43)]);
    await uploaded(owner, 'a-assets.pdf', big);
    const byName = vaultListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${VAULT_API.files}?sort=name&direction=asc`,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(byName.files.map((file) => file.name)).toEqual(['a-assets.pdf', 'b-budget.pdf']);
    expect(byName.totalBytes).toBe(PDF.length + big.length);
    const bySize = vaultListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${VAULT_API.files}?sort=size`,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(bySize.files[0]!.name).toBe('a-assets.pdf');
    const searched = vaultListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${VAULT_API.files}?search=BUDG`,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(searched.files.map((file) => file.name)).toEqual(['b-budget.pdf']);

    const target = byName.files[1]!;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: VAULT_API.file(target.id),
      headers: owner.headers,
      payload: { name: 'Monthly budget.pdf' },
    });
    expect(vaultFileSchema.parse(renamed.json()).name).toBe('Monthly budget.pdf');
    const [key] = (
      await t.database.db.select().from(vaultFiles).where(eq(vaultFiles.id, target.id))
    ).map((row) => row.storageKey);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: VAULT_API.file(target.id),
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.app.services.storage.exists(key!)).toBe(false);
    expect((await download(owner, target.id)).statusCode).toBe(404);
  });

  it('shares with an advisor the client booked, who then sees and downloads it', async () => {
    const file = await uploaded(client, 'For Daniel.pdf');
    const advisors = (
      await t.app.inject({ method: 'GET', url: VAULT_API.advisors, headers: client.headers })
    ).json() as {
      advisors: { id: string }[];
    };
    expect(advisors.advisors.map((a) => a.id)).toEqual([advisor.advisorId]);
    const shared = await t.app.inject({
      method: 'PUT',
      url: VAULT_API.fileShare(file.id),
      headers: client.headers,
      payload: { advisorId: advisor.advisorId, shared: true },
    });
    expect(vaultFileSchema.parse(shared.json()).sharedWith).toEqual([
      { advisorId: advisor.advisorId, name: 'Daniel Kim' },
    ]);
    const page = advisorClientSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: ADVISOR_CLIENT_API.client(client.user.email.toUpperCase()),
          headers: advisor.headers,
        })
      ).json(),
    );
    expect(page.client.id).toBe(client.user.id);
    expect(page.files.map((f) => f.id)).toEqual([file.id]);
    const link = await t.app.inject({
      method: 'POST',
      url: ADVISOR_CLIENT_API.fileDownload(client.user.id, file.id),
      headers: advisor.headers,
    });
    const got = await t.app.inject({
      method: 'GET',
      url: downloadLinkSchema.parse(link.json()).url,
    });
    expect(got.rawPayload.equals(PDF)).toBe(true);

    // Unshared: gone from the advisor's view, and the download is refused.
    await t.app.inject({
      method: 'PUT',
      url: VAULT_API.fileShare(file.id),
      headers: client.headers,
      payload: { advisorId: advisor.advisorId, shared: false },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: ADVISOR_CLIENT_API.fileDownload(client.user.id, file.id),
      headers: advisor.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses sharing with an advisor the client never booked', async () => {
    const file = await uploaded(client, 'Not for strangers.pdf');
    const stranger = await advisorCaller(t, 'olivia-bennett');
    const answer = await t.app.inject({
      method: 'PUT',
      url: VAULT_API.fileShare(file.id),
      headers: client.headers,
      payload: { advisorId: stranger.advisorId, shared: true },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('nobody reaches another client’s files', () => {
  it('answers 404 to another client and to an advisor who was not given the file', async () => {
    const file = await uploaded(client, 'Private.pdf');
    const other = await signedInCaller(t);
    const list = vaultListSchema.parse(
      (await t.app.inject({ method: 'GET', url: VAULT_API.files, headers: other.headers })).json(),
    );
    expect(list.files.map((f) => f.id)).not.toContain(file.id);
    const attempts = [
      t.app.inject({
        method: 'PUT',
        url: VAULT_API.file(file.id),
        headers: other.headers,
        payload: { name: 'Mine now.pdf' },
      }),
      t.app.inject({
        method: 'DELETE',
        url: VAULT_API.file(file.id),
        headers: other.headers,
      }),
      t.app.inject({
        method: 'PUT',
        url: VAULT_API.fileShare(file.id),
        headers: other.headers,
        payload: { advisorId: advisor.advisorId, shared: true },
      }),
      download(other, file.id),
      t.app.inject({
        method: 'POST',
        url: ADVISOR_CLIENT_API.fileDownload(client.user.id, file.id),
        headers: advisor.headers,
      }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    const otherAdvisor = await advisorCaller(t, 'luis-ortega');
    const page = await t.app.inject({
      method: 'GET',
      url: ADVISOR_CLIENT_API.client(client.user.id),
      headers: otherAdvisor.headers,
    });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a forged, altered or expired download link', async () => {
    const file = await uploaded(client, 'Linked.pdf');
    const link = downloadLinkSchema.parse((await download(client, file.id)).json());
    const other = await uploaded(client, 'Other.pdf');
    const stolen = link.url.replace(file.id, other.id);
    expect((await t.app.inject({ method: 'GET', url: stolen })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${VAULT_API.fileDownload(file.id)}?token=x.y.z`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: VAULT_API.fileDownload(file.id) })).statusCode,
    ).toBe(404);
  });

  it('is for signed-in clients only', async () => {
    expect((await t.app.inject({ method: 'GET', url: VAULT_API.files })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: VAULT_API.files, headers: advisor.headers }))
        .statusCode,
    ).toBe(403);
  });
});
