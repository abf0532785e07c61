// Rules of booking The Hour. First part: holding a slot while the client pays (ADR 0009).
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import {
  SLOT_HOLD_MINUTES,
  SLOT_TAKEN_MESSAGE,
  THE_HOUR_MINUTES,
} from '../../../shared/domain/availability';
import { AppError } from '../../../shared/errors';
import { deleteLapsedHolds, insertHold } from './booking.repository';

const MINUTE_MS = 60_000;

export type BookingService = ReturnType<typeof createBookingService>;

export function createBookingService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** Holds one Hour from `start` for the client; a 409 when any part of it is taken. */
    async holdSlot(input: { advisorId: string; clientId: string; start: Date }) {
      const at = now();
      const end = new Date(input.start.getTime() + THE_HOUR_MINUTES * MINUTE_MS);
      const expiresAt = new Date(at.getTime() + SLOT_HOLD_MINUTES * MINUTE_MS);
      try {
        const hold = await insertHold(db, { ...input, end, expiresAt }, at);
        return { id: hold.id, start: input.start, end, expiresAt };
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) {
          throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
        }
        throw error;
      }
    },

    /** Frees every lapsed hold; run by the expiry job. */
    releaseLapsedHolds: () => deleteLapsedHolds(db, now()),
  };
}
