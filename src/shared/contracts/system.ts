// Bodies of the system calls (api/system/*).
import { z } from 'zod';
import { FEATURE_FLAGS } from '../feature-flags';
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

/** The admin console's list of every named flag (docs/product.md#feature-flags). */
export const adminFeatureFlagSchema = z.object({
  id: z.enum(FEATURE_FLAGS),
  value: z.boolean(),
  description: z.string(),
  /** ISO instant of the last change; null while the flag reads its default. */
  updatedAt: z.string().nullable(),
});
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlagSchema>;
export const adminFeatureFlagsSchema = z.object({ flags: z.array(adminFeatureFlagSchema) });
export type AdminFeatureFlags = z.infer<typeof adminFeatureFlagsSchema>;

/** POST api/admin/set-feature-flag. */
export const setFeatureFlagSchema = z.object({
  id: z.enum(FEATURE_FLAGS, { error: 'Choose a known feature flag.' }),
  value: z.boolean(),
});
export type SetFeatureFlag = z.infer<typeof setFeatureFlagSchema>;

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

/** GET api/system/contact-details: how to reach support besides the contact form (ADR 0055). */
export const contactDetailsSchema = z.object({
  /** As written for people: '+1 (800) 555-0142'. */
  phone: z.string(),
  /** The same number as a tel: address. */
  phoneHref: z.string(),
  email: z.string(),
  /** The postal address, one entry per line. */
  postalAddress: z.array(z.string()),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const short = (max: number) => z.string().max(max);

export const errorLogEntrySchema = z.object({
  source: short(200),
  message: short(LIMITS.notes.max),
  referringUrl: short(LIMITS.url.max).optional().default(''),
  otherInformation: z.string().max(8000).optional().default(''),
  clientDate: z.iso.datetime({ offset: true }).or(z.string().max(64)),
});
export type ErrorLogEntry = z.input<typeof errorLogEntrySchema>;
