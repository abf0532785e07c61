import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { baseLoggerOptions, withoutQuery } from './log-options';
import { scrubValue, serializeError } from './log-redaction';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { SYSTEM_API } from '../../shared/routes/system-api';

describe('withoutQuery', () => {
  it('drops the query string that may carry codes and tokens', () => {
    expect(withoutQuery(`${AUTH_PAGES.loginCallback}?code=abc&state=x`)).toBe(
      `${AUTH_PAGES.loginCallback}?…`,
    );
    expect(withoutQuery(SYSTEM_API.health)).toBe(SYSTEM_API.health);
  });
});

describe('log redaction', () => {
  it('drops secret and personal fields by name and scrubs secrets out of text', () => {
    const token = 'Zq3vVh0bY2mB7xKp1sLrT9uWd4eFgHjN5cA6oQ8iMEs';
    expect(
      scrubValue({
        headers: { Authorization: `Bearer ${token}`, 'stripe-signature': 't=1,v1=abc' },
        body: { password: 'hunter2' },
        email: 'casey@example.com',
        note: `sent to casey@example.com with ${token}, card 4242 4242 4242 4242`,
        requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        url: '/api/advisors/jordan-ellis-retirement-planning/slots',
        status: 401,
      }),
    ).toEqual({
      headers: { Authorization: '[redacted]', 'stripe-signature': '[redacted]' },
      body: '[redacted]',
      email: '[redacted]',
      note: 'sent to [email] with [secret], card [number]',
      requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      url: '/api/advisors/jordan-ellis-retirement-planning/slots',
      status: 401,
    });
  });

  it('keeps what a database error says, without its parameters, detail or values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      table: 'users',
      constraint: 'users_email_lower_idx',
      detail: 'Key (lower(email))=(casey@example.com) already exists.',
      where: 'SQL statement',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "full_name") values ($1, $2)',
      ['casey@example.com', 'Casey Morgan'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toMatch(/casey|Casey Morgan|detail|where|params/);
    expect(serializeError(error)).toMatchObject({
      message: 'Failed query: insert into "users" ("email", "full_name") values ($1, $2)',
      query: 'insert into "users" ("email", "full_name") values ($1, $2)',
      cause: { code: '23505', table: 'users', constraint: 'users_email_lower_idx' },
    });
    const refused = serializeError(new Error('invalid input syntax for type uuid: "casey"'));
    expect(refused).toMatchObject({ message: 'invalid input syntax for type uuid: […]' });
  });
});

describe('the worker logger', () => {
  it('writes a failed job without the parameters of its query', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(baseLoggerOptions('info'), stream);
    const error = new DrizzleQueryError('update "users" set "email" = $1', ['casey@example.com']);
    log.error(
      { err: error, job: { email: 'casey@example.com' } },
      'job failed for casey@example.com',
    );
    log.error(error);
    const written = lines.join('');
    expect(written).toContain('update \\"users\\" set \\"email\\" = $1');
    expect(written).toContain('job failed for [email]');
    expect(written).not.toContain('casey');
  });
});
