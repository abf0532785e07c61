// What a production server refuses to start with (ADR 0062), tried on the real entry point: the
// process exits with 1 before it listens, and says what is missing and how to choose on purpose.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, ensureDemoUser, seedDemoAccounts } from './db/seed/demo-accounts';

interface Ended {
  code: number | null;
  output: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs an entry point (the product's by default) with only the given environment, until it exits. */
async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-refusal-')),
  entry = 'src/server/main.ts',
): Promise<Ended> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(PROJECT_ROOT, entry)],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  server.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), timeoutMs);
    server.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a production server refuses to start', () => {
  it('without a payment gateway or a mail server, and says what to set', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production', APP_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PAYMENTS_MODE: APP_ENV=production needs a real payment gateway');
    expect(output).toContain('STRIPE_SECRET_KEY');
    expect(output).toContain('PAYMENTS_MODE=sandbox');
    expect(output).toContain('EMAIL_MODE: APP_ENV=production needs a mail server');
    expect(output).not.toContain('is running at');
  }, 90_000);

  it('with an account whose password is a published demo password, and names it', async () => {
    // A database left with the demo accounts (SEED_DEMO_DATA once) and a real admin beside them.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-demo-left-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await seedDemoAccounts(database.db, new Date());
    await ensureDemoUser(
      database.db,
      {
        email: 'owner@example.com',
        password: 'a-long-private-passphrase',
        fullName: 'Real Owner',
        roles: ['Admin'],
      },
      new Date(),
    );
    await database.close();

    const { code, output } = await startServer(
      {
        NODE_ENV: 'production',
        APP_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_refusal',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_refusal',
        STRIPE_WEBHOOK_SECRET: 'whsec_refusal',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
      120_000,
      dataDir,
    );
    expect(code).toBe(1);
    expect(output).toContain('published demo password');
    for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.email);
    expect(output).not.toContain('owner@example.com');
    expect(output).not.toContain('is running at');
  }, 180_000);
});

describe('the journey server (ADR 0075)', () => {
  it('refuses to start with a real payment gateway or mail server, before it opens a database', async () => {
    const { code, output } = await startServer(
      {
        NODE_ENV: 'production',
        APP_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_refusal',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_refusal',
        STRIPE_WEBHOOK_SECRET: 'whsec_refusal',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
      60_000,
      undefined,
      'src/server/testing/worlds/journey-server.ts',
    );
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start the journey server');
    expect(output).toContain('a real payment gateway (STRIPE_SECRET_KEY)');
    expect(output).toContain('a real mail server (SMTP_URL)');
    expect(output).not.toContain('is running at');
  }, 90_000);
});
