// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BURST_MS, SpringFlower } from './spring-flower';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SpringFlower', () => {
  it('is a named button that bursts into decorative flowers, cleared afterwards', () => {
    vi.useFakeTimers();
    render(<SpringFlower />);
    const button = screen.getByRole('button', { name: 'Make spring flowers bloom' });
    expect(screen.queryByTestId('flowers')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(button);
    const overlay = screen.getByTestId('flowers');
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(overlay.children.length).toBeGreaterThan(10);

    act(() => vi.advanceTimersByTime(BURST_MS));
    expect(screen.queryByTestId('flowers')).toBeNull();
  });
});
