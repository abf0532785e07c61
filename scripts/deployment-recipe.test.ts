// The deployment recipe, checked where no container can be built: compose.yaml's services,
// environment names (against the configuration schema), health checks and start order; the
// nginx upstreams; the Dockerfile's stages; and the compiled server, which must import only
// production packages, must refuse the recipe's environment without a mail server or the outbox
// chosen, and with the choice must start, answer readiness and exit 0 on SIGTERM.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../src/server/config';
import { HEALTH_PROBES } from '../src/shared/routes/system';
import { builtDist } from '../src/server/testing/built-dist';
import { httpRequest } from '../src/server/testing/http-request';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  profiles?: string[];
}
const compose = load(read('compose.yaml')) as { services: Record<string, Service> };
const services = compose.services;
const APP_SERVERS = ['app1', 'app2'];
const APP_PROCESSES = [...APP_SERVERS, 'worker', 'migrate'];

/** `${NAME:-default}` as compose fills it when NAME is unset. */
/** A compose value as it reads with `.env` holding `dotEnv`, and defaults for the rest. */
const withDefaults = (value: string, dotEnv: Record<string, string> = {}) =>
  value
    .replace(
      /\$\{([A-Z_]+):-([^}]*)\}/g,
      (_all, name: string, fallback: string) => dotEnv[name] ?? fallback,
    )
    .replace(/\$\$/g, '$');

/** What an operator who tries the recipe without Stripe keys puts in `.env` (README). */
const SANDBOX_PAYMENTS = { PAYMENTS_MODE: 'sandbox' };
/** ... and without a mail server: the outbox on purpose (README, ADR 0084). */
const SANDBOX_DOT_ENV = { ...SANDBOX_PAYMENTS, EMAIL_MODE: 'outbox' };

/** A service's environment as compose fills it with `.env` holding `dotEnv`. */
const recipeEnvironment = (name: string, dotEnv: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      withDefaults(String(value), dotEnv),
    ]),
  );

/** Where production must choose a mail server or the outbox, and says how. */
const EMAIL_REFUSAL = 'EMAIL_MODE: APP_ENV=production needs a mail server: set SMTP_URL';

describe('compose.yaml', () => {
  it('runs two servers and a worker behind a proxy, with PostgreSQL, MinIO and Mailpit', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'app1',
        'app2',
        'mailpit',
        'migrate',
        'minio',
        'minio-bucket',
        'postgres',
        'proxy',
        'worker',
      ].sort(),
    );
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit/);
    // Mailpit only on request, and nothing waits for it: production mail is never caught by it.
    expect(services.mailpit?.profiles).toEqual(['mailpit']);
    for (const name of Object.keys(services)) {
      expect(Object.keys(services[name]?.depends_on ?? {}), name).not.toContain('mailpit');
    }
    for (const name of APP_PROCESSES) expect(services[name]?.build).toBe('.');
    expect(services.worker?.command).toEqual(['node', 'dist/server/worker.js']);
    expect(services.migrate?.command).toEqual(['node', 'dist/server/migrate.js']);
  });

  it('gives every app process only variables the configuration knows, and a valid configuration', () => {
    const known = new Set(Object.keys(configSchema.shape));
    for (const name of APP_PROCESSES) {
      const environment = services[name]?.environment ?? {};
      expect(
        Object.keys(environment).filter((key) => !known.has(key)),
        name,
      ).toEqual([]);
      const envWith = (dotEnv: Record<string, string>) => recipeEnvironment(name, dotEnv);
      // Production takes real money: without Stripe keys or the sandbox chosen on purpose, no start.
      expect(() => loadConfig(envWith({})), name).toThrow(/PAYMENTS_MODE/);
      // ... and sends real mail: without SMTP_URL or the outbox chosen on purpose, no start.
      expect(() => loadConfig(envWith(SANDBOX_PAYMENTS)), name).toThrow(EMAIL_REFUSAL);
      const config = loadConfig(envWith(SANDBOX_DOT_ENV));
      expect(config.JOBS_IN_PROCESS, name).toBe(false);
      expect(config.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      expect(config.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(config.SMTP_URL, name).toBeUndefined();
      expect(config.EMAIL_MODE, name).toBe('outbox');
      expect(config.TRUST_PROXY, name).toBe(true);
      // The mail server is the operator's: whatever .env names is what every process uses.
      const smtp = { ...SANDBOX_PAYMENTS, SMTP_URL: 'smtp://user:pass@smtp.example.com:587' };
      expect(loadConfig(envWith(smtp)).SMTP_URL, name).toBe(smtp.SMTP_URL);
    }
    // Demo data is off unless asked for; asked for, one server alone loads it, so two never race.
    expect(
      APP_SERVERS.filter(
        (name) => withDefaults(services[name]?.environment?.SEED_DEMO_DATA ?? '') === 'true',
      ),
    ).toEqual([]);
    const seeding = APP_SERVERS.filter((name) =>
      ['true', '1', 'yes'].includes(
        withDefaults(services[name]?.environment?.SEED_DEMO_DATA ?? '', {
          ...SANDBOX_DOT_ENV,
          SEED_DEMO_DATA: 'true',
        }),
      ),
    );
    expect(seeding).toEqual(['app1']);
  });

  it('starts in order: migrations once, then one server, then the other; health checks gate it', () => {
    expect(services.postgres?.healthcheck?.test).toBeDefined();
    expect(services.migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.app1?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.app2?.depends_on?.app1?.condition).toBe('service_healthy');
    expect(services.worker?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(Object.keys(services.proxy?.depends_on ?? {}).sort()).toEqual(APP_SERVERS);
    // The servers use the image's readiness probe; the worker and migration have no HTTP.
    for (const name of APP_SERVERS) expect(services[name]?.healthcheck).toBeUndefined();
    expect(services.worker?.healthcheck?.disable).toBe(true);
    for (const name of APP_PROCESSES) expect(services[name]?.stop_grace_period).toBe('30s');
  });

  it('points the proxy at both servers', () => {
    const nginx = read('deploy/nginx.conf');
    for (const name of APP_SERVERS) expect(nginx).toContain(`server ${name}:3000`);
    expect(nginx).toContain('proxy_next_upstream error timeout http_502 http_503;');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in stages and runs the compiled server as a non-root user with a readiness check', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toContain('RUN npm ci\n');
    expect(dockerfile).toContain('npm run build && npm run build:server');
    // Production packages only, installed in a stage of their own.
    expect(dockerfile).toContain('RUN npm ci --omit=dev');
    expect(finalStage).toContain('COPY --from=packages /app/node_modules ./node_modules');
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toContain(HEALTH_PROBES.ready);
    expect(finalStage).toContain('CMD ["node", "dist/server/main.js"]');
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['node_modules', 'dist', '.env', '.git']),
    );
  });
});

describe('the compiled server', () => {
  // `npm test`'s compiled server, checked as it is; run alone, the test builds its own copy.
  const built = builtDist();
  const prebuilt = built !== undefined;
  const outDir = built
    ? path.join(built, 'server')
    : path.join(ROOT, 'dist', `server-check-${randomBytes(4).toString('hex')}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-compiled-'));

  /**
   * Runs the compiled server with exactly `env` (and PATH) until it exits; `whileRunning` acts on
   * it meanwhile. A server still running after 90 s is killed.
   */
  async function runCompiled(
    env: Record<string, string>,
    whileRunning?: (child: ChildProcess, output: () => string) => Promise<void>,
  ): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    try {
      await whileRunning?.(child, () => output);
      return { code: await exited, output };
    } finally {
      clearTimeout(timer);
      child.kill('SIGKILL');
    }
  }

  afterAll(() => {
    if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports only Node and production packages; refuses the recipe without a mail server; with the outbox chosen starts, answers readiness, exits 0 on SIGTERM', async () => {
    if (!prebuilt) {
      await build({
        configFile: path.join(ROOT, 'vite.server.config.ts'),
        logLevel: 'warn',
        build: { outDir, sourcemap: false },
      });
    }
    const packageJson = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
    };
    const allowed = new Set([...Object.keys(packageJson.dependencies), ...builtinModules]);
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join(outDir, file), 'utf8');
      // Static imports only: the development server's `import('vite')` never runs in production.
      for (const match of code.matchAll(/^import\s[^'"]*?['"]([^'"./][^'"]*)['"]/gm)) {
        const specifier = match[1]!.replace(/^node:/, '');
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        imported.add(name);
      }
    }
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);

    // The recipe's first server, as compose fills it from an `.env` that chose the payment
    // sandbox but neither a mail server nor the outbox: it stops before it opens the database.
    const refused = await runCompiled(recipeEnvironment('app1', SANDBOX_PAYMENTS));
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(EMAIL_REFUSAL);
    expect(refused.output).toContain('EMAIL_MODE=outbox');
    expect(refused.output).not.toContain('PAYMENTS_MODE');

    // With the outbox chosen it starts. Only what names another container is replaced (the
    // database, the bucket, the address, the worker's jobs) and NODE_ENV, since the client is not
    // built here.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const started = runCompiled(
      {
        ...recipeEnvironment('app1', SANDBOX_DOT_ENV),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JOBS_IN_PROCESS: 'true',
        S3_ENDPOINT: '',
        S3_BUCKET: '',
        S3_ACCESS_KEY_ID: '',
        S3_SECRET_ACCESS_KEY: '',
      },
      async (child, output) => {
        const deadline = Date.now() + 60_000;
        let ready = await httpRequest(`http://127.0.0.1:${port}${HEALTH_PROBES.ready}`);
        while (ready.status !== 200 && Date.now() < deadline && child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          ready = await httpRequest(`http://127.0.0.1:${port}${HEALTH_PROBES.ready}`);
        }
        expect(ready.status, output()).toBe(200);
        child.kill('SIGTERM');
      },
    );
    const { code, output } = await started;
    expect(code, output).toBe(0);
  }, 180_000);
});
