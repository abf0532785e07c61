// Field messages from the shared schemas (in the browser) and from 400 answers (from the server)
// in one shape, messages by dotted path as the server sends them, so a form shows both the same
// way.
import type { FieldErrors } from '../../../shared/errors';

/** One problem a schema found: where (the path into the value) and what to say. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's failure (or its issues) as the server would send it; '_' holds the form's own. */
export function fieldErrorsFrom(
  failure: { readonly issues: readonly FieldIssue[] } | readonly FieldIssue[],
): FieldErrors {
  const issues = 'issues' in failure ? failure.issues : failure;
  const fields: FieldErrors = {};
  for (const issue of issues) {
    (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
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

/** The first of `fields` (in form order) that has a message. */
export function firstFieldWithError<Field extends string>(
  fields: readonly Field[],
  errors: Readonly<Record<string, unknown>>,
): Field | undefined {
  return fields.find((field) => Boolean(errors[field]));
}
