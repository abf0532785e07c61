// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useAddressParams } from './use-address-params';

function Page() {
  const [params, keep] = useAddressParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          // Two changes before the router re-renders: a time picked, then a state chosen.
          keep({ start: '2026-12-07T15:00:00Z' });
          keep({ residence: 'VA' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => keep({ residence: null })}>
        Forget
      </button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/book', element: <Page /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useAddressParams', () => {
  it('keeps both of two changes made before the router re-renders', async () => {
    const router = renderAt('/book?tz=America%2FChicago');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('residence')).toBe('VA'),
    );
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('start')).toBe('2026-12-07T15:00:00Z');
    expect(address.get('tz')).toBe('America/Chicago');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('start='));
  });

  it('replaces the address instead of adding to history, and removes a value set to null', async () => {
    const router = renderAt('/book?residence=CO&start=x');
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(router.state.location.search).toBe('?start=x'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('builds on the address again after the page went elsewhere', async () => {
    const router = renderAt('/book?residence=CO');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() => expect(router.state.location.search).toContain('start='));
    await act(() => router.navigate('/book?tz=Europe%2FLondon'));
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tz=Europe%2FLondon'));
  });
});
