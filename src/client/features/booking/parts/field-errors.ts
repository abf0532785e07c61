// Field messages from the shared schemas (in the browser) and from 400 answers (from the
// server) in one shape: one line of text per form field.
import type { z } from 'zod';
import type { FieldErrors } from '../../../../shared/errors';

/** A zod failure as the server would send it: messages by dotted path. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * One message line per form field: 'topics.2' counts as 'topics', and with a `prefix` such as
 * 'card' the server's 'card.number' is the form's 'number'.
 */
export function messagesByField(errors: FieldErrors, prefix = ''): Record<string, string> {
  const lines: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const local = prefix && path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
    const field = local.split('.')[0] ?? local;
    const list = (lines[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(Object.entries(lines).map(([field, list]) => [field, list.join(' ')]));
}
