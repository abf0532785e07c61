// Rules of the system calls: feature flags, environment labels, public keys, the client error log.
import type { Config } from '../../config';
import { describeFileStorage } from '../../config';
import type { Db } from '../../db/client';
import { cachedByKey } from '../../cache/ttl-cache';
import type { ChangeFeed } from '../../cache/change-feed';
import type {
  AdminFeatureFlags,
  AppInfo,
  ContactDetails,
  ErrorLogEntry,
  SetFeatureFlag,
  SystemKeys,
} from '../../../shared/contracts/system';
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_DESCRIPTIONS,
  FEATURE_FLAGS,
  isFeatureFlagName,
} from '../../../shared/feature-flags';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { isGuid } from '../../../shared/guid';
import { buildContactDetails } from '../../../shared/contact-details';
import {
  findFeatureFlagValue,
  insertErrorLog,
  listStoredFeatureFlags,
  pingDatabase,
  setFeatureFlagValue,
} from './system.repository';

/**
 * The longest a flag flipped by an admin stays unseen by an instance that missed the change
 * notice (change-feed.ts); with the notice, every instance sees it within moments.
 */
const FLAG_TTL_MS = 5_000;

export const FEATURE_FLAG_AUDIT_ACTION = 'feature-flag.set';

export interface SystemServiceDeps {
  db: Db;
  config: Config;
  databaseDescription: string;
  changes: ChangeFeed;
}

export type SystemService = ReturnType<typeof createSystemService>;

const onOff = (value: boolean) => (value ? 'on' : 'off');

export function createSystemService({
  db,
  config,
  databaseDescription,
  changes,
}: SystemServiceDeps) {
  const flags = cachedByKey(FLAG_TTL_MS, async (name) => {
    const stored = await findFeatureFlagValue(db, name);
    return stored ?? FEATURE_FLAG_DEFAULTS[name as FeatureFlagName];
  });
  changes.subscribe('feature-flags', () => flags.invalidate());

  return {
    /** Unknown flags are false (docs/product.md#feature-flags). */
    async getFeatureFlag(name: string): Promise<boolean> {
      if (!isFeatureFlagName(name)) return false;
      return flags.get(name);
    },

    invalidateFeatureFlags(): void {
      flags.invalidate();
    },

    /** Every named flag with its value and description, for the admin console. */
    async listFeatureFlags(): Promise<AdminFeatureFlags> {
      const stored = new Map((await listStoredFeatureFlags(db)).map((row) => [row.id, row]));
      return {
        flags: FEATURE_FLAGS.map((id) => {
          const row = stored.get(id);
          return {
            id,
            value: row?.value ?? FEATURE_FLAG_DEFAULTS[id],
            description: FEATURE_FLAG_DESCRIPTIONS[id],
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    /** An admin's change of a flag: stored, audited (who, which, from, to), told to every instance. */
    async setFeatureFlag(actorId: string, change: SetFeatureFlag): Promise<void> {
      // A subject of another identity provider has no local id: it is named in the detail.
      const localActor = isGuid(actorId) ? actorId : null;
      await setFeatureFlagValue(
        db,
        {
          ...change,
          description: FEATURE_FLAG_DESCRIPTIONS[change.id],
          defaultValue: FEATURE_FLAG_DEFAULTS[change.id],
        },
        {
          actorId: localActor,
          action: FEATURE_FLAG_AUDIT_ACTION,
          detail: (from) =>
            `${change.id}: ${onOff(from)} → ${onOff(change.value)}${localActor ? '' : ` by ${actorId}`}`,
        },
      );
      await changes.publish('feature-flags');
    },

    /** Caches elsewhere (the sitemap, page data) that must forget what a flag showed. */
    onFeatureFlagChange(onChange: () => void): void {
      changes.subscribe('feature-flags', onChange);
    },

    getAppInfo(): AppInfo {
      return {
        appEnv: config.APP_ENV,
        dbEnvironment: databaseDescription,
        s3_Files_Environment: describeFileStorage(config),
      };
    },

    /** Support phone, email and postal address from configuration (ADR 0055). */
    getContactDetails(): ContactDetails {
      return buildContactDetails({
        phone: config.SUPPORT_PHONE,
        email: config.SUPPORT_EMAIL,
        postalAddress: config.POSTAL_ADDRESS,
      });
    },

    getSystemKeys(): SystemKeys {
      const stripe = config.paymentGateway === 'stripe';
      return {
        paymentGateway: config.paymentGateway,
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
