import { describe, expect, it } from 'vitest';
import { intakeAnswersSchema } from '../../../../shared/contracts/intake';
import { fieldErrorsFrom, messagesByField } from './field-errors';

describe('field messages', () => {
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
});
