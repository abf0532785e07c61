import { describe, expect, it } from 'vitest';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { GENERAL_WHEN_OFFLINE, OFFLINE_MESSAGE, messageOf, statusOf } from './error-message';
import { HttpError } from './http';

const offline = () => new TypeError('Failed to fetch');

describe('the message of a failed call', () => {
  it('says the one offline text when the server was never reached', () => {
    expect(messageOf(offline())).toBe(OFFLINE_MESSAGE);
    expect(messageOf(new TypeError('Load failed'))).toBe(OFFLINE_MESSAGE);
  });

  it('gives the server’s own words for a refusal and the general apology for a failure', () => {
    expect(messageOf(new AppError('forbidden', 'Not your meeting.'))).toBe('Not your meeting.');
    expect(messageOf(new AppError('general', 'Stack trace here'))).toBe(ERROR_MESSAGES.general);
    expect(messageOf(new HttpError(400, 'Bad request', 'Bad request'))).toBe(
      ERROR_MESSAGES.general,
    );
    expect(messageOf(new Error('Boom'))).toBe(ERROR_MESSAGES.general);
    expect(messageOf('not even an error')).toBe(ERROR_MESSAGES.general);
  });

  it('says a screen’s own text where it names one, by status or for the offline case', () => {
    const overrides = { offline: 'The connection was lost.', byStatus: { 429: 'Slow down.' } };
    expect(messageOf(offline(), overrides)).toBe('The connection was lost.');
    expect(messageOf(new AppError('rateLimited'), overrides)).toBe('Slow down.');
    expect(messageOf(new HttpError(429, '', undefined), overrides)).toBe('Slow down.');
    expect(messageOf(new AppError('forbidden'), overrides)).toBe(ERROR_MESSAGES.forbidden);
    expect(messageOf(offline(), GENERAL_WHEN_OFFLINE)).toBe(ERROR_MESSAGES.general);
  });

  it('reads the status of an answer, and none without one', () => {
    expect(statusOf(new AppError('notFound'))).toBe(404);
    expect(statusOf(new HttpError(502, '', undefined))).toBe(502);
    expect(statusOf(offline())).toBeUndefined();
  });
});
