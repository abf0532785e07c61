// The state every profile section's form shares: checked with the shared schema on submit and
// then as the person types, the server's field messages shown by the same fields, and any other
// refusal as one message.
import { useState } from 'react';
import type { RefObject } from 'react';
import type { z } from 'zod';
import { AppError, ERROR_MESSAGES } from '../../../../shared/errors';
import type { FieldErrors } from '../../../../shared/errors';
import { fieldErrorsOf, isNetworkFailure, isValidationError } from '../../../api/http';

const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

function fieldErrorsFrom(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  return fields;
}

export function problemOf(error: unknown): string {
  if (isNetworkFailure(error)) return OFFLINE_MESSAGE;
  if (error instanceof AppError && error.status < 500) return error.message;
  return ERROR_MESSAGES.general;
}

/** `form` lets a refusal move the focus to the first field it names. */
export function useSectionForm<Schema extends z.ZodType>(
  schema: Schema,
  fields: readonly string[],
  form: RefObject<HTMLFormElement | null>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return {
    problem,
    error: (field: string) => errors[field]?.join(' '),
    /** After a first attempt, messages follow the typing so they clear once fixed. */
    recheck(values: unknown) {
      if (!attempted) return;
      const result = schema.safeParse(values);
      setErrors(result.success ? {} : fieldErrorsFrom(result.error.issues));
    },
    /** The values to send, or null with the messages shown. */
    validate(values: unknown): z.output<Schema> | null {
      setAttempted(true);
      setProblem(null);
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      show(fieldErrorsFrom(result.error.issues));
      return null;
    },
    refused(error: unknown) {
      const found = isValidationError(error) ? fieldErrorsOf(error) : {};
      if (fields.some((field) => found[field])) show(found);
      else setProblem(problemOf(error));
    },
    reset() {
      setAttempted(false);
      setErrors({});
      setProblem(null);
    },
  };
}
