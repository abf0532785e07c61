// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SNOW_EFFECT_MS, SNOW_FLAKE_COUNT } from '../../../shared/constants';
import { SnowEffect } from './snow-effect';

function renderInFrame() {
  return render(
    <>
      <header>
        <a href="/">Home</a>
      </header>
      <main>
        <header>A section heading block</header>
      </main>
      <SnowEffect />
    </>,
  );
}

const flakeCount = () => screen.queryByTestId('snow')?.children.length ?? 0;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SnowEffect', () => {
  it('starts when the site header is hovered, with the configured number of flakes', () => {
    renderInFrame();
    expect(screen.queryByTestId('snow')).toBeNull();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    expect(flakeCount()).toBe(SNOW_FLAKE_COUNT);
    const overlay = screen.getByTestId('snow');
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
  });

  it('stops after the effect time, and a later hover starts it again', () => {
    renderInFrame();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    act(() => vi.advanceTimersByTime(SNOW_EFFECT_MS - 1));
    expect(flakeCount()).toBe(SNOW_FLAKE_COUNT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snow')).toBeNull();

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    expect(flakeCount()).toBe(SNOW_FLAKE_COUNT);
  });

  it('does not restart the clock when hovered again while snowing', () => {
    renderInFrame();
    const link = screen.getByRole('link', { name: 'Home' });
    fireEvent.pointerOver(link);
    act(() => vi.advanceTimersByTime(SNOW_EFFECT_MS / 2));
    fireEvent.pointerOver(link);
    act(() => vi.advanceTimersByTime(SNOW_EFFECT_MS / 2));
    expect(screen.queryByTestId('snow')).toBeNull();
  });

  it('ignores headers inside the page content', () => {
    renderInFrame();
    fireEvent.pointerOver(screen.getByText('A section heading block'));
    expect(screen.queryByTestId('snow')).toBeNull();
  });
});
