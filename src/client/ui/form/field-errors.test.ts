import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intakeAnswersSchema } from '../../../shared/contracts/intake';
import { fieldErrorsFrom, firstFieldWithError, messagesByField } from './field-errors';

describe('field messages', () => {
  it('keys a schema’s messages by dotted path, as the server’s 400 does', () => {
    const schema = z.object({
      name: z.string().min(1, 'Enter a name.'),
      tags: z.array(z.string().max(2)),
    });
    const parsed = schema.safeParse({ name: '', tags: ['ok', 'too long'] });
    if (parsed.success) throw new Error('Expected the value to be invalid.');
    const fields = fieldErrorsFrom(parsed.error);
    expect(Object.keys(fields).sort()).toEqual(['name', 'tags.1']);
    expect(fields.name).toEqual(['Enter a name.']);
    expect(fieldErrorsFrom(parsed.error.issues)).toEqual(fields);
    expect(fieldErrorsFrom([{ path: [], message: 'Never good.' }])).toEqual({
      _: ['Never good.'],
    });
  });

  it('gathers schema messages by top-level field', () => {
    const parsed = intakeAnswersSchema.safeParse({ topics: ['nope'], questions: 'short' });
    if (parsed.success) throw new Error('Expected the answers to be invalid.');
    const byField = messagesByField(fieldErrorsFrom(parsed.error));
    expect(Object.keys(byField).sort()).toEqual(['household', 'netWorth', 'questions', 'topics']);
  });

  it('reads the server’s nested card fields as the form’s own', () => {
    expect(
      messagesByField({ 'card.number': ['Check the card number.'], card: ['Enter it.'] }, 'card'),
    ).toEqual({ number: 'Check the card number.', card: 'Enter it.' });
  });

  it('names the first field in form order that has a message', () => {
    const errors = { body: ['Too short.'], title: ['Enter a title.'] };
    expect(firstFieldWithError(['rating', 'title', 'body'], errors)).toBe('title');
    expect(firstFieldWithError(['rating'], errors)).toBeUndefined();
  });
});
