// Parses request input with a shared zod schema; failures become a 400 with field messages.
import type { z } from 'zod';
import { AppError } from '../../shared/errors';
import type { FieldErrors } from '../../shared/errors';
import { isGuid } from '../../shared/guid';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('validation', undefined, fieldErrorsOf(result.error));
  return result.data;
}

/** A record id from the path: anything but a guid names no record (and never reaches SQL). */
export function idParam(value: string | undefined): string {
  if (!value || !isGuid(value)) throw new AppError('notFound');
  return value;
}
