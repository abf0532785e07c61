// The environment, parsed once by one schema. A bad value stops start-up naming the variable.
import path from 'node:path';
import { z } from 'zod';
import { APP_ENVS } from '../shared/contracts/system';
import { EMAIL_MODES, PAYMENTS_MODES } from '../shared/test-mode';
import type { PaymentGatewayKind } from '../shared/contracts/booking';
import { ACCESS_TOKEN_TTL_S, OIDC_CLIENT_ID } from '../shared/constants';
import {
  DEFAULT_CONTACT,
  PHONE_DIGITS,
  PHONE_PATTERN,
  countDigits,
  postalAddressLines,
} from '../shared/contact-details';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A configured text with a default: unset or blank means the default. */
const textOr = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : fallback));

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_ENV: z.enum(APP_ENVS).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanText(false),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Unset: true, except with APP_ENV=production (ADR 0062). */
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((value) =>
        value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value),
      ),
    REDIS_URL: optionalText,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Memory for anonymous public pages and answers kept per instance; 0 keeps none. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** An S3-compatible store's address (MinIO, R2 …); empty for AWS itself. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /**
     * `sandbox` runs the sandbox gateway on purpose (no money moves; every page says so), `stripe`
     * insists on Stripe. Unset: Stripe when STRIPE_SECRET_KEY is set, else the sandbox — except in
     * production, which refuses to start without one or the other (ADR 0062).
     */
    PAYMENTS_MODE: z
      .enum(PAYMENTS_MODES)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    ZOOM_ACCOUNT_ID: optionalText,
    ZOOM_CLIENT_ID: optionalText,
    ZOOM_CLIENT_SECRET: optionalText,
    /** Zoom's webhook secret token: signs recording-completed events and URL validation. */
    ZOOM_WEBHOOK_SECRET_TOKEN: optionalText,
    JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
    JOBS_IN_PROCESS: booleanText(true),
    SMTP_URL: optionalText,
    /**
     * `outbox` keeps emails in the database on purpose (nobody receives them), `smtp` insists on
     * SMTP_URL. Unset: SMTP when SMTP_URL is set, else the outbox — except in production (ADR 0062).
     */
    EMAIL_MODE: z
      .enum(EMAIL_MODES)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    EMAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .default('Just Financial Advice <no-reply@justfinancialadvice.com>'),
    OIDC_ISSUER: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OIDC_CLIENT_ID: optionalText,
    OIDC_AUDIENCE: optionalText,
    /**
     * Encrypts two-factor secrets at rest. Unset, a key is generated once and kept in the
     * database beside the provider's keys; production sets it so a database copy alone is not enough.
     */
    TWO_FACTOR_ENCRYPTION_KEY: z
      .string()
      .trim()
      .min(32, 'must be at least 32 characters (for example `openssl rand -base64 32`)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).optional(),
    /** Lets external calendars be imported from private and loopback addresses: tests only. */
    CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: booleanText(false),
    ADVISOR_APPLICATION_URL: z
      .url()
      .default('https://forms.justfinancialadvice.com/advisor-application'),
    /** Support contact details shown in the footer and on the contact page (ADR 0055). */
    SUPPORT_PHONE: textOr(DEFAULT_CONTACT.phone)
      .refine((phone) => PHONE_PATTERN.test(phone), 'may hold only digits, spaces and + ( ) - .')
      .refine(
        (phone) => countDigits(phone) >= PHONE_DIGITS.min && countDigits(phone) <= PHONE_DIGITS.max,
        `must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
      ),
    SUPPORT_EMAIL: textOr(DEFAULT_CONTACT.email).pipe(z.email('must be an email address')),
    /** Lines separated by ';'. */
    POSTAL_ADDRESS: textOr(DEFAULT_CONTACT.postalAddress).refine(
      (address) => postalAddressLines(address).length >= 2,
      'needs at least two lines separated by ";" (street; city, state ZIP)',
    ),
  })
  .superRefine((env, context) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (payments are confirmed by webhook)',
      });
    }
    for (const problem of productionProblems(env)) context.addIssue({ code: 'custom', ...problem });
    if (!env.JOBS_IN_PROCESS && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['JOBS_IN_PROCESS'],
        message:
          'can be false only with DATABASE_URL: worker processes cannot share the embedded database',
      });
    }
    const zoom = [env.ZOOM_ACCOUNT_ID, env.ZOOM_CLIENT_ID, env.ZOOM_CLIENT_SECRET];
    if (zoom.some(Boolean) && !zoom.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['ZOOM_ACCOUNT_ID'],
        message: 'ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET go together',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

type ConfigProblem = { path: [keyof RawConfig]; message: string };

/**
 * What would make the server pretend: a payment mode or email mode that contradicts the keys, and
 * in production a sandbox gateway or an email outbox nobody asked for (ADR 0062).
 */
function productionProblems(
  env: Pick<
    RawConfig,
    'APP_ENV' | 'PAYMENTS_MODE' | 'STRIPE_SECRET_KEY' | 'EMAIL_MODE' | 'SMTP_URL' | 'SEED_DEMO_DATA'
  >,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const production = env.APP_ENV === 'production';
  if (env.PAYMENTS_MODE === 'stripe' && !env.STRIPE_SECRET_KEY) {
    problems.push({
      path: ['PAYMENTS_MODE'],
      message:
        'is stripe, but STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set',
    });
  }
  if (env.PAYMENTS_MODE === 'sandbox' && env.STRIPE_SECRET_KEY) {
    problems.push({
      path: ['PAYMENTS_MODE'],
      message: 'is sandbox, which takes no money, but STRIPE_SECRET_KEY is set: unset one of them',
    });
  }
  if (production && !env.PAYMENTS_MODE && !env.STRIPE_SECRET_KEY) {
    problems.push({
      path: ['PAYMENTS_MODE'],
      message:
        'APP_ENV=production needs a real payment gateway: set STRIPE_SECRET_KEY, ' +
        'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS_MODE=sandbox to run ' +
        'on purpose without taking money (every page then says "Test mode: no money moves")',
    });
  }
  if (production && env.SEED_DEMO_DATA === true && env.PAYMENTS_MODE !== 'sandbox') {
    problems.push({
      path: ['SEED_DEMO_DATA'],
      message:
        'loads accounts with published passwords: a production that takes money may not have ' +
        'them (set PAYMENTS_MODE=sandbox for a demo site on purpose)',
    });
  }
  if (env.EMAIL_MODE === 'smtp' && !env.SMTP_URL) {
    problems.push({ path: ['EMAIL_MODE'], message: 'is smtp, but SMTP_URL is not set' });
  }
  if (env.EMAIL_MODE === 'outbox' && env.SMTP_URL) {
    problems.push({
      path: ['EMAIL_MODE'],
      message: 'is outbox, which sends nothing, but SMTP_URL is set: unset one of them',
    });
  }
  if (production && !env.EMAIL_MODE && !env.SMTP_URL) {
    problems.push({
      path: ['EMAIL_MODE'],
      message:
        'APP_ENV=production needs a mail server: set SMTP_URL, or set EMAIL_MODE=outbox to keep ' +
        'emails in the database on purpose (nobody receives them: no sign-up or password emails)',
    });
  }
  return problems;
}

export interface Config extends RawConfig {
  /** Load the demo data into an empty database: by default everywhere but production. */
  SEED_DEMO_DATA: boolean;
  publicUrl: string;
  /** Who issues access tokens: the embedded provider at /oidc unless OIDC_ISSUER is set. */
  oidcIssuer: string;
  oidcClientId: string;
  /** The audience (resource indicator) of API access tokens. */
  oidcAudience: string;
  usesExternalIdentity: boolean;
  /** The gateway that takes payment: the sandbox moves no money (ADR 0062). */
  paymentGateway: PaymentGatewayKind;
  /** True while the sandbox gateway runs: pages, receipts and emails say TEST. */
  paymentsTestMode: boolean;
  accessTokenTtlSeconds: number;
  dataDir: string;
  filesDir: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const paymentGateway: PaymentGatewayKind = raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox';
  return {
    ...raw,
    paymentGateway,
    paymentsTestMode: paymentGateway === 'sandbox',
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? raw.APP_ENV !== 'production',
    publicUrl,
    oidcIssuer: (raw.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ''),
    oidcClientId: raw.OIDC_CLIENT_ID ?? OIDC_CLIENT_ID,
    oidcAudience: raw.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    usesExternalIdentity: Boolean(raw.OIDC_ISSUER),
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS ?? ACCESS_TOKEN_TTL_S,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    isProduction: raw.NODE_ENV === 'production',
  };
}

/** Where createStorage keeps files: the S3 bucket when S3_BUCKET is set (ADR 0007). */
export function describeFileStorage(config: Config): string {
  if (!config.S3_BUCKET) return `Local folder ${config.filesDir}`;
  const where = config.S3_ENDPOINT ? `at ${config.S3_ENDPOINT}` : `in AWS ${config.S3_REGION}`;
  return `S3 bucket ${config.S3_BUCKET} ${where}`;
}
