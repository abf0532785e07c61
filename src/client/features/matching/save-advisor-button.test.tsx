// @vitest-environment happy-dom
// The Save heart (docs/product.md#matching): a toggle that keeps a signed-out visitor's choice in
// the browser, and nothing at all outside the app's data providers.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../shared/constants';
import { SaveAdvisorButton } from './save-advisor-button';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('SaveAdvisorButton', () => {
  it('saves and forgets the advisor for a signed-out visitor, pressed while saved', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SaveAdvisorButton slug="jane-doe" name="Jane Doe" />
        <SaveAdvisorButton slug="jane-doe" name="Jane Doe again" />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save Jane Doe to your shortlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // Every button of the same advisor shows the same state.
    const other = screen.getByRole('button', { name: 'Save Jane Doe again to your shortlist' });
    expect(other.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.savedAdvisors)).toBe('["jane-doe"]');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.savedAdvisors)).toBeNull();
  });

  it('renders nothing without the data providers', () => {
    const { container } = render(<SaveAdvisorButton slug="jane-doe" name="Jane Doe" />);
    expect(container.innerHTML).toBe('');
  });
});
