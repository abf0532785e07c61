// Two-factor sign-in rules: enrolment (secret → first code → recovery codes), turning it off,
// and the second step of a sign-in with its counted wrong codes and one-time use of each code.
import QRCode from 'qrcode';
import {
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_LOCKOUT_MINUTES,
  TWO_FACTOR_MAX_FAILURES,
  TWO_FACTOR_MESSAGES,
} from '../../../shared/contracts/two-factor';
import type {
  TwoFactorDisable,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/contracts/two-factor';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { loadSecretBox } from './secret-box';
import type { SecretBox } from './secret-box';
import { generateTotpSecret, looksLikeTotp, matchTotp, otpauthUrl } from './totp';
import * as repository from './two-factor.repository';

const MINUTE_MS = 60_000;

export type SecondStepResult = 'ok' | 'wrong' | 'locked';

export interface TwoFactorServiceDeps {
  db: Db;
  config: Config;
  now?: () => Date;
  /** The accounts service's password check, counted by the sign-in throttle. */
  checkPassword(userId: string, password: string, address: string): Promise<string>;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

const wrongCode = () =>
  new AppError('validation', undefined, { code: [TWO_FACTOR_MESSAGES.wrongCode] });

export function createTwoFactorService({
  db,
  config,
  now = () => new Date(),
  checkPassword,
}: TwoFactorServiceDeps) {
  let box: Promise<SecretBox> | undefined;
  const secretBox = () => {
    box ??= loadSecretBox(db, config.TWO_FACTOR_ENCRYPTION_KEY).catch((error: unknown) => {
      box = undefined;
      throw error;
    });
    return box;
  };

  /** A subject of another identity provider has no account here to protect. */
  const requireLocal = (userId: string) => {
    if (!isGuid(userId)) throw new AppError('forbidden', TWO_FACTOR_MESSAGES.elsewhere);
  };

  const enabledSecret = async (userId: string) => {
    if (!isGuid(userId)) return undefined;
    const row = await repository.findSecret(db, userId);
    return row?.enabledAt ? row : undefined;
  };

  /** Whether a typed TOTP or recovery code is good now, counting wrong ones. */
  async function checkCode(userId: string, input: string): Promise<SecondStepResult> {
    const row = await enabledSecret(userId);
    if (!row) return 'wrong';
    const at = now();
    if (row.lockedUntil && row.lockedUntil > at) return 'locked';
    let good = false;
    if (looksLikeTotp(input)) {
      const secret = (await secretBox()).open(row.secretEncrypted);
      const step = matchTotp(secret, input, at, row.lastUsedStep);
      good = step !== undefined && (await repository.useStep(db, userId, step));
    } else if (looksLikeRecoveryCode(input)) {
      good = await repository.useRecoveryCode(db, userId, hashRecoveryCode(userId, input), at);
      if (good) await repository.clearFailures(db, userId);
    }
    if (good) return 'ok';
    const { lockedUntil } = await repository.recordFailure(
      db,
      userId,
      TWO_FACTOR_MAX_FAILURES,
      new Date(at.getTime() + TWO_FACTOR_LOCKOUT_MINUTES * MINUTE_MS),
    );
    return lockedUntil && lockedUntil > at ? 'locked' : 'wrong';
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await enabledSecret(userId);
      return {
        enabled: Boolean(row),
        recoveryCodesLeft: row ? await repository.countUnusedRecoveryCodes(db, userId) : 0,
      };
    },

    async isEnabled(userId: string): Promise<boolean> {
      return Boolean(await enabledSecret(userId));
    },

    /** A new secret to scan; it becomes active only once a code from it is confirmed. */
    async beginSetup(userId: string, email: string): Promise<TwoFactorSetup> {
      requireLocal(userId);
      const secret = generateTotpSecret();
      const saved = await repository.savePendingSecret(
        db,
        userId,
        (await secretBox()).seal(secret),
      );
      if (!saved) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyOn);
      const url = otpauthUrl({ issuer: TWO_FACTOR_ISSUER, account: email, secret });
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        secret,
        otpauthUrl: url,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** The first good code turns it on; the recovery codes are returned this once. */
    async confirmSetup(userId: string, code: string): Promise<string[]> {
      requireLocal(userId);
      const row = await repository.findSecret(db, userId);
      if (!row) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notStarted);
      if (row.enabledAt) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyOn);
      const at = now();
      const secret = (await secretBox()).open(row.secretEncrypted);
      const step = matchTotp(secret, code, at, row.lastUsedStep);
      if (step === undefined || !(await repository.useStep(db, userId, step, at))) {
        throw wrongCode();
      }
      const codes = generateRecoveryCodes();
      await repository.replaceRecoveryCodes(
        db,
        userId,
        codes.map((one) => hashRecoveryCode(userId, one)),
      );
      return codes;
    },

    /** Off with the password (wrong ones count towards the sign-in throttle) or a current code. */
    async disable(userId: string, proof: TwoFactorDisable, address: string): Promise<void> {
      if (!(await enabledSecret(userId))) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notOn);
      if (proof.password) {
        const check = await checkPassword(userId, proof.password, address);
        if (check === 'locked') throw new AppError('forbidden', TWO_FACTOR_MESSAGES.locked);
        if (check === 'wrongPassword') {
          throw new AppError('validation', undefined, {
            password: [TWO_FACTOR_MESSAGES.wrongPassword],
          });
        }
        if (check !== 'ok') throw new AppError('forbidden');
      } else {
        const result = await checkCode(userId, proof.code ?? '');
        if (result === 'locked') throw new AppError('forbidden', TWO_FACTOR_MESSAGES.locked);
        if (result === 'wrong') throw wrongCode();
      }
      await db.transaction((tx) => repository.removeTwoFactor(tx, userId));
    },

    /** After the right password: the sign-in waits for a code on this interaction. */
    async startChallenge(interactionUid: string, userId: string): Promise<void> {
      await repository.saveChallenge(db, {
        interactionUid,
        userId,
        expiresAt: new Date(now().getTime() + TWO_FACTOR_CHALLENGE_MINUTES * MINUTE_MS),
      });
    },

    async challengedUser(interactionUid: string): Promise<string | undefined> {
      return (await repository.findChallenge(db, interactionUid, now()))?.userId;
    },

    checkCode,

    async endChallenge(interactionUid: string): Promise<void> {
      await repository.deleteChallenge(db, interactionUid, now());
    },

    /** Everything two-factor of a person, gone (account deletion). */
    async remove(tx: Db, userId: string): Promise<void> {
      await repository.removeTwoFactor(tx, userId);
    },
  };
}
