// @vitest-environment happy-dom
// Tooltips keep the product's timings (docs/product.md#timings): shown at once when a control is
// pointed at, still there just under the hide delay after the pointer leaves, gone at it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../../shared/constants';
import { theme } from '../theme';
import { Hint } from './hint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderHint = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <Hint label="Remove this time">
        <button type="button" aria-label="Remove">
          ×
        </button>
      </Hint>
    </MantineProvider>,
  );

describe('Hint', () => {
  it('shows at once and hides after the hide delay of src/shared', () => {
    vi.useFakeTimers();
    renderHint();
    const control = screen.getByRole('button', { name: 'Remove' });
    expect(screen.queryByText('Remove this time')).toBeNull();

    fireEvent.mouseEnter(control);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS));
    expect(screen.getByText('Remove this time')).toBeTruthy();

    fireEvent.mouseLeave(control);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 10));
    expect(screen.queryByText('Remove this time')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByText('Remove this time')).toBeNull();
  });

  it('shows for keyboard focus too', () => {
    renderHint();
    // Focused for real, as by the Tab key: the tooltip opens on :focus-visible, not on the event.
    act(() => screen.getByRole('button', { name: 'Remove' }).focus());
    expect(screen.getByText('Remove this time')).toBeTruthy();
  });
});
