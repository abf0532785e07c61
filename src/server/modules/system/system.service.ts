// Rules of the system calls: feature flags, environment labels, public keys, the client error log.
import type { Config } from '../../config';
import { describeFileStorage } from '../../config';
import type { Db } from '../../db/client';
import { cachedByKey } from '../../cache/ttl-cache';
import type { AppInfo, ErrorLogEntry, SystemKeys } from '../../../shared/contracts/system';
import { FEATURE_FLAG_DEFAULTS, isFeatureFlagName } from '../../../shared/feature-flags';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { findFeatureFlagValue, insertErrorLog, pingDatabase } from './system.repository';

/** Flags flipped by an admin reach every instance within this time. */
const FLAG_TTL_MS = 5_000;

export interface SystemServiceDeps {
  db: Db;
  config: Config;
  databaseDescription: string;
}

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService({ db, config, databaseDescription }: SystemServiceDeps) {
  const flags = cachedByKey(FLAG_TTL_MS, async (name) => {
    const stored = await findFeatureFlagValue(db, name);
    return stored ?? FEATURE_FLAG_DEFAULTS[name as FeatureFlagName];
  });

  return {
    /** Unknown flags are false (docs/product.md#feature-flags). */
    async getFeatureFlag(name: string): Promise<boolean> {
      if (!isFeatureFlagName(name)) return false;
      return flags.get(name);
    },

    invalidateFeatureFlags(): void {
      flags.invalidate();
    },

    getAppInfo(): AppInfo {
      return {
        appEnv: config.APP_ENV,
        dbEnvironment: databaseDescription,
        s3_Files_Environment: describeFileStorage(config),
      };
    },

    getSystemKeys(): SystemKeys {
      const stripe = Boolean(config.STRIPE_SECRET_KEY);
      return {
        paymentGateway: stripe ? 'stripe' : 'sandbox',
        stripePublishableKey: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        videoProvider: config.ZOOM_CLIENT_ID ? 'zoom' : 'jitsi',
        advisorApplicationUrl: config.ADVISOR_APPLICATION_URL,
      };
    },

    async logClientError(
      entry: Required<Pick<ErrorLogEntry, 'source' | 'message' | 'clientDate'>> &
        Pick<ErrorLogEntry, 'referringUrl' | 'otherInformation'>,
      context: { userAgent: string; requestId: string },
    ): Promise<void> {
      await insertErrorLog(db, {
        source: entry.source,
        message: entry.message,
        referringUrl: entry.referringUrl ?? '',
        otherInformation: entry.otherInformation ?? '',
        clientDate: entry.clientDate,
        userAgent: context.userAgent.slice(0, 500),
        requestId: context.requestId,
      });
    },

    async checkHealth(): Promise<{ status: 'ok'; database: 'ok' }> {
      await pingDatabase(db);
      return { status: 'ok', database: 'ok' };
    },
  };
}
