// Bodies of the system calls (api/system/*).
import { z } from 'zod';
import { LIMITS } from '../limits';

export const APP_ENVS = ['development', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
});

export const featureFlagValueSchema = z.object({ name: z.string(), value: z.boolean() });
export type FeatureFlagValue = z.infer<typeof featureFlagValueSchema>;

export const appInfoSchema = z.object({
  appEnv: z.enum(APP_ENVS),
  dbEnvironment: z.string(),
  s3_Files_Environment: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** Public keys and switches the browser needs; never secrets. */
export const systemKeysSchema = z.object({
  paymentGateway: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  videoProvider: z.enum(['jitsi', 'zoom']),
  advisorApplicationUrl: z.string(),
});
export type SystemKeys = z.infer<typeof systemKeysSchema>;

const short = (max: number) => z.string().max(max);

export const errorLogEntrySchema = z.object({
  source: short(200),
  message: short(LIMITS.notes.max),
  referringUrl: short(LIMITS.url.max).optional().default(''),
  otherInformation: z.string().max(8000).optional().default(''),
  clientDate: z.iso.datetime({ offset: true }).or(z.string().max(64)),
});
export type ErrorLogEntry = z.input<typeof errorLogEntrySchema>;
