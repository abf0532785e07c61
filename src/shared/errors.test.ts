import { describe, expect, it } from 'vitest';
import {
  isAppError,
  AppError,
  ERROR_MESSAGES,
  ERROR_STATUS,
  SIGN_IN_MESSAGES,
  SYSTEM_CALL_FAILURE,
  isErrorCode,
} from './errors';
import type { ErrorCode } from './errors';

describe('error catalogue of docs/product.md#errors', () => {
  it.each([
    ['notLoggedIn', 'You must be logged in to continue.'],
    ['deletedEntity', 'The requested record has been deleted.'],
    ['noMatchingAdvisor', 'The requested advisor was not found.'],
    ['refundFailed', 'The refund to the customer failed.'],
    ['general', "We're sorry, but an error occurred."],
  ] as const)('%s reads %j', (code, message) => {
    expect(ERROR_MESSAGES[code]).toBe(message);
  });

  it('has exactly the client-known codes plus the server codes', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(
      [
        'notLoggedIn',
        'deletedEntity',
        'noMatchingAdvisor',
        'refundFailed',
        'general',
        'validation',
        'forbidden',
        'notFound',
        'conflict',
        'rateLimited',
        'payloadTooLarge',
        'unavailable',
        'paymentDeclined',
        'holdExpired',
        'changeWindowClosed',
        'misdirected',
        'agreementsRequired',
        'residenceRequired',
        'residenceNotServed',
        'residenceOutsideUs',
        'unsupportedFileType',
        'duplicateFileName',
      ].sort(),
    );
  });

  it('gives every code a status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(ERROR_MESSAGES).sort());
  });

  it.each([
    ['notLoggedIn', 401],
    ['deletedEntity', 410],
    ['noMatchingAdvisor', 404],
    ['refundFailed', 502],
    ['general', 500],
    ['validation', 400],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['rateLimited', 429],
    ['payloadTooLarge', 413],
    ['unavailable', 503],
    ['paymentDeclined', 402],
    ['holdExpired', 410],
    ['changeWindowClosed', 409],
    ['misdirected', 421],
  ] as const)('%s answers HTTP %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('treats validation as the 400 error', () => {
    const codes400 = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter(
      (code) => ERROR_STATUS[code] === 400,
    );
    expect(codes400).toEqual(['validation']);
  });

  it('keeps every status in the error range 400 to 599', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThanOrEqual(599);
    }
  });
});

describe('AppError', () => {
  it('takes the catalogue message and status for its code', () => {
    const error = new AppError('noMatchingAdvisor');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('noMatchingAdvisor');
    expect(error.message).toBe('The requested advisor was not found.');
    expect(error.status).toBe(404);
    expect(error.fieldErrors).toBeUndefined();
  });

  it.each(Object.keys(ERROR_MESSAGES) as ErrorCode[])(
    '%s carries its catalogue message and status',
    (code) => {
      const error = new AppError(code);
      expect(error.message).toBe(ERROR_MESSAGES[code]);
      expect(error.status).toBe(ERROR_STATUS[code]);
    },
  );

  it('uses a given message instead of the catalogue one', () => {
    const error = new AppError('conflict', 'That slot was just booked.');
    expect(error.message).toBe('That slot was just booked.');
    expect(error.status).toBe(409);
  });

  it('keeps field errors for validation answers', () => {
    const fieldErrors = { email: ['Enter a valid email address.'] };
    const error = new AppError('validation', undefined, fieldErrors);
    expect(error.message).toBe('Some fields need your attention.');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual(fieldErrors);
  });

  it('can be thrown and caught with its code intact', () => {
    const attempt = () => {
      throw new AppError('notLoggedIn');
    };
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('You must be logged in to continue.');
  });

  describe('toBody', () => {
    it('answers code and message only when there is nothing else', () => {
      expect(new AppError('general').toBody()).toStrictEqual({
        code: 'general',
        message: "We're sorry, but an error occurred.",
      });
    });

    it('adds the field errors and the request id when present', () => {
      const body = new AppError('validation', undefined, { slug: ['Too short.'] }).toBody('req-7');
      expect(body).toStrictEqual({
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { slug: ['Too short.'] },
        requestId: 'req-7',
      });
    });

    it('omits an empty request id', () => {
      expect(new AppError('forbidden').toBody('')).toStrictEqual({
        code: 'forbidden',
        message: 'You are not allowed to do that.',
      });
    });

    it('survives a JSON round trip so the client can rebuild the error', () => {
      const original = new AppError('refundFailed', undefined, { amount: ['Too large.'] });
      const body = JSON.parse(JSON.stringify(original.toBody('abc'))) as ReturnType<
        AppError['toBody']
      >;
      expect(isErrorCode(body.code)).toBe(true);
      const rebuilt = new AppError(body.code, body.message, body.fieldErrors);
      expect(rebuilt.code).toBe('refundFailed');
      expect(rebuilt.status).toBe(502);
      expect(rebuilt.message).toBe('The refund to the customer failed.');
      expect(rebuilt.fieldErrors).toEqual({ amount: ['Too large.'] });
    });
  });
});

describe('isErrorCode', () => {
  it.each(Object.keys(ERROR_MESSAGES))('accepts %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each(['NotLoggedIn', 'unknown', '', 'toString', 'constructor', 'hasOwnProperty', '__proto__'])(
    'rejects %j',
    (value) => {
      expect(isErrorCode(value)).toBe(false);
    },
  );

  it.each([undefined, null, 404, {}, ['general']])('rejects non-string %j', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe('logged messages of docs/product.md#errors', () => {
  it('names the feature flag in its failure message', () => {
    expect(SYSTEM_CALL_FAILURE.featureFlag('TheOngoing')).toBe(
      'An error occurred while getting feature flag value: TheOngoing.',
    );
  });

  it('uses the app information and system keys failure messages', () => {
    expect(SYSTEM_CALL_FAILURE.appInfo).toBe('An error occurred while getting app information.');
    expect(SYSTEM_CALL_FAILURE.systemKeys).toBe('An error occurred while getting system keys.');
  });

  it('uses the sign-in messages', () => {
    expect(SIGN_IN_MESSAGES.signInError).toBe('There was an error signing in.');
    expect(SIGN_IN_MESSAGES.windowClosed).toBe('The user closed the window.');
  });
});

describe('isAppError', () => {
  it('recognises an AppError from another copy of the module by its shape', () => {
    const foreign = Object.assign(new Error('The requested advisor was not found.'), {
      name: 'AppError',
      code: 'noMatchingAdvisor',
      status: 404,
    });
    expect(isAppError(new AppError('general'))).toBe(true);
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(Object.assign(new Error('x'), { name: 'AppError', code: 'nope' }))).toBe(
      false,
    );
    expect(isAppError({ name: 'AppError', code: 'general', status: 500 })).toBe(false);
  });
});
