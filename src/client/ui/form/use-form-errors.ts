// The error state a form keeps: checked with the shared schema on submit and then as the person
// types (so messages clear once fixed), the server's field messages from a 400 shown by the same
// fields, and any other refusal as one message above the form.
import { useState } from 'react';
import type { RefObject } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../../shared/errors';
import { messageOf } from '../../api/error-message';
import type { MessageOverrides } from '../../api/error-message';
import { fieldErrorsOf, isValidationError } from '../../api/http';
import { fieldErrorsFrom, firstFieldWithError } from './field-errors';

const NONE: FieldErrors = {};

/**
 * `fields` are the form's inputs by name, in order: the first with a message takes the focus
 * when `form` is given. `messages` names the texts this form says differently.
 */
export function useFormErrors<Schema extends z.ZodType>(
  schema: Schema,
  fields: readonly string[],
  form?: RefObject<HTMLFormElement | null>,
  messages?: MessageOverrides,
) {
  const [errors, setErrors] = useState<FieldErrors>(NONE);
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = firstFieldWithError(fields, found);
    if (first) form?.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const refusedAs = (error: unknown, describe: (error: unknown) => string): boolean => {
    const found = isValidationError(error) ? fieldErrorsOf(error) : NONE;
    if (firstFieldWithError(fields, found)) {
      show(found);
      return true;
    }
    setProblem(describe(error));
    return false;
  };

  return {
    problem,
    errors,
    /** The messages of one field as one line, or undefined. */
    error: (field: string) => errors[field]?.join(' '),
    /** After a first attempt, messages follow the typing so they clear once fixed. */
    recheck(values: unknown) {
      if (!attempted) return;
      const result = schema.safeParse(values);
      setErrors(result.success ? NONE : fieldErrorsFrom(result.error));
    },
    /** The values to send, or null with the messages shown. */
    validate(values: unknown): z.output<Schema> | null {
      setAttempted(true);
      setProblem(null);
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors(NONE);
        return result.data;
      }
      show(fieldErrorsFrom(result.error));
      return null;
    },
    /** The server refused: its field messages by their fields, else one message. True for the first. */
    refused(error: unknown): boolean {
      return refusedAs(error, (failure) => messageOf(failure, messages));
    },
    /** As `refused`, a message not about a field in `describe`'s words (an operation's name). */
    refusedAs,
    reset() {
      setAttempted(false);
      setErrors(NONE);
      setProblem(null);
    },
  };
}
