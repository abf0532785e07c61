// @vitest-environment happy-dom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import { OFFLINE_MESSAGE } from '../../api/error-message';
import { useFormErrors } from './use-form-errors';

const schema = z.object({
  title: z.string().min(1, 'Enter a title.'),
  body: z.string().min(5, 'Write a little more.'),
});
const FIELDS = ['title', 'body'] as const;

afterEach(cleanup);

function withForm() {
  const form = createRef<HTMLFormElement>();
  render(
    <form ref={form}>
      <input name="title" />
      <textarea name="body" />
    </form>,
  );
  return form;
}

describe('the error state of a form', () => {
  it('shows the schema’s messages on submit, focuses the first, and follows the typing', () => {
    const form = withForm();
    const { result } = renderHook(() => useFormErrors(schema, FIELDS, form));
    act(() => result.current.recheck({ title: '', body: '' }));
    expect(result.current.error('title')).toBeUndefined();

    let sent: unknown;
    act(() => {
      sent = result.current.validate({ title: 'Thanks', body: 'ok' });
    });
    expect(sent).toBeNull();
    expect(result.current.error('title')).toBeUndefined();
    expect(result.current.error('body')).toBe('Write a little more.');
    expect(document.activeElement?.getAttribute('name')).toBe('body');

    act(() => result.current.recheck({ title: 'Thanks', body: 'Clear and patient.' }));
    expect(result.current.error('body')).toBeUndefined();
    act(() => {
      sent = result.current.validate({ title: 'Thanks', body: 'Clear and patient.' });
    });
    expect(sent).toEqual({ title: 'Thanks', body: 'Clear and patient.' });
  });

  it('shows a 400’s field messages by their fields, anything else as one message', () => {
    const form = withForm();
    const { result } = renderHook(() =>
      useFormErrors(schema, FIELDS, form, { byStatus: { 429: 'Please wait.' } }),
    );
    const refusal = new AppError('validation', undefined, { title: ['That title is taken.'] });
    let placed = false;
    act(() => {
      placed = result.current.refused(refusal);
    });
    expect(placed).toBe(true);
    expect(result.current.error('title')).toBe('That title is taken.');
    expect(result.current.problem).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('title');

    act(() => {
      placed = result.current.refused(new AppError('validation', 'Not now.', { other: ['x'] }));
    });
    expect(placed).toBe(false);
    expect(result.current.problem).toBe('Not now.');
    act(() => void result.current.refused(new TypeError('Failed to fetch')));
    expect(result.current.problem).toBe(OFFLINE_MESSAGE);
    act(() => void result.current.refused(new AppError('rateLimited')));
    expect(result.current.problem).toBe('Please wait.');
    act(() => void result.current.refused(new AppError('general', 'Internal details')));
    expect(result.current.problem).toBe(ERROR_MESSAGES.general);

    act(() => result.current.reset());
    expect(result.current.problem).toBeNull();
    expect(result.current.error('title')).toBeUndefined();
  });

  it('works without a form to focus', () => {
    const { result } = renderHook(() => useFormErrors(schema, FIELDS));
    act(() => void result.current.validate({ title: '', body: 'Clear and patient.' }));
    expect(result.current.error('title')).toBe('Enter a title.');
  });
});
