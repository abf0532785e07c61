// What every module's services are built on, in the server and in the worker alike: the
// configuration, the database, the clock, the log, and the integrations the configuration names.
// Tests give their own database, clock, storage, gateway or video provider.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createMailer } from './integrations/email/email';
import type { Mailer } from './integrations/email/email';
import { createPaymentGateway } from './integrations/payments/payments';
import type { PaymentGateway } from './integrations/payments/payments';
import { createStorage } from './integrations/storage/storage';
import type { Storage } from './integrations/storage/storage';
import { createVideoProvider } from './integrations/video/video';
import type { VideoProvider } from './integrations/video/video';
import { createJobQueue } from './jobs/job-queue';
import type { JobQueue } from './jobs/job-queue';

export interface PlatformDeps {
  config: Config;
  database: Database;
  /** Where files are kept; the store the configuration names when left out. */
  storage?: Storage;
  /** The payment gateway and video provider the configuration names, unless a test gives its own. */
  paymentGateway?: PaymentGateway;
  video?: VideoProvider;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** The upload cap; tests lower it to try the refusal without half a gigabyte. */
  uploadLimitBytes?: number;
}

export interface ServiceLog {
  error(object: unknown, message: string): void;
  info?(object: unknown, message: string): void;
}

export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
  log: ServiceLog;
  storage: Storage;
  mailer: Mailer;
  jobQueue: JobQueue;
  paymentGateway: PaymentGateway;
  video: VideoProvider;
  uploadLimitBytes?: number;
  /**
   * Called when a person's credentials, impersonation or account change, so this instance forgets
   * what it remembered of them at once. The server gives one; the worker serves no requests.
   */
  forgetUser?: (userId: string) => void;
}

export function createPlatform(
  deps: PlatformDeps,
  log: ServiceLog,
  forgetUser?: (userId: string) => void,
): Platform {
  const { config, database } = deps;
  return {
    config,
    database,
    db: database.db,
    now: deps.now ?? (() => new Date()),
    log,
    storage: deps.storage ?? createStorage(config),
    mailer: createMailer(config, database.db),
    jobQueue: createJobQueue(database),
    paymentGateway: deps.paymentGateway ?? createPaymentGateway(config),
    video: deps.video ?? createVideoProvider(config),
    ...(deps.uploadLimitBytes ? { uploadLimitBytes: deps.uploadLimitBytes } : {}),
    ...(forgetUser ? { forgetUser } : {}),
  };
}
