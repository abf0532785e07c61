// Every admin operation fails in words of its own (docs/product.md#errors). For each entry of
// ADMIN_OPERATION_FAILURES: its message is the product document's form, names the operation and
// no other operation has it; and adminFailureMessage answers a server error with it, a server
// never reached with it and the offline text, a refusal the server explains with the server's
// words, and logs it every time. (Each screen shows the helper's answer its own way, so which
// screen shows which operation is proven by that screen's tests.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import type { AdminOperation } from '../../../shared/admin-failures';
import { AppError } from '../../../shared/errors';
import { OFFLINE_MESSAGE } from '../../api/error-message';
import { HttpError } from '../../api/http';
import { adminFailureMessage } from './admin-failure';

const OPERATIONS = Object.keys(ADMIN_OPERATION_FAILURES) as AdminOperation[];

/**
 * The words that name an operation: those after its verb (deleteAdvisorAttribute: advisor,
 * attribute), or the verb when it is all there is (impersonate). Compared on their first four
 * letters, so a plural or an -ing form counts; shorter words (row) are left out.
 */
function namingWords(operation: AdminOperation): string[] {
  const words = operation.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  return (words.length > 1 ? words.slice(1) : words)
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 4));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(OPERATIONS)('the failure of %s', (operation) => {
  const message = ADMIN_OPERATION_FAILURES[operation];

  it('is said in the product document’s form, names the operation and is its own', () => {
    expect(message).toMatch(/^An error occurred while [a-z]+ing .+\.$/);
    const messageWords = message.toLowerCase().split(/[^a-z]+/);
    const naming = namingWords(operation);
    expect(naming.length, operation).toBeGreaterThan(0);
    for (const word of naming) {
      expect(
        messageWords.some((said) => said.startsWith(word)),
        `${operation}: "${word}…" in "${message}"`,
      ).toBe(true);
    }
    expect(OPERATIONS.filter((other) => ADMIN_OPERATION_FAILURES[other] === message)).toEqual([
      operation,
    ]);
  });

  it('is what the console says when the server fails or cannot be reached, and is logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const serverError = new AppError('general');
    expect(adminFailureMessage(operation, serverError)).toBe(message);
    expect(log).toHaveBeenLastCalledWith(`AdminService: ${message}`, serverError);
    expect(adminFailureMessage(operation, new HttpError(502, 'Bad Gateway', ''))).toBe(message);
    expect(adminFailureMessage(operation, new TypeError('Failed to fetch'))).toBe(
      `${message} ${OFFLINE_MESSAGE}`,
    );
    // A refusal the server explains says what to change instead, and is still logged as this one.
    const refusal = new AppError('conflict', 'The product needs at least one admin.');
    expect(adminFailureMessage(operation, refusal)).toBe('The product needs at least one admin.');
    expect(log).toHaveBeenLastCalledWith(`AdminService: ${message}`, refusal);
  });
});
