// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { SNOW_FLAKE_COUNT } from '../../../shared/constants';
import { fakePublicApi } from '../../testing/fake-public-api';
import { PublicApiProvider } from '../../api/public-api-context';
import { SeasonalEffects } from './seasonal-effects';

// Records whether the effect chunks were ever loaded.
const loaded = vi.hoisted(() => ({ snow: false, flower: false }));
vi.mock('./snow-effect', async (importOriginal) => {
  loaded.snow = true;
  return importOriginal();
});
vi.mock('./spring-flower', async (importOriginal) => {
  loaded.flower = true;
  return importOriginal();
});

afterEach(cleanup);

function renderWithFlags(on: FeatureFlagName[]) {
  const getFeatureFlag = vi.fn(async (name: FeatureFlagName) => on.includes(name));
  // Only the flags are read; any other call never answers.
  const api = fakePublicApi({ getFeatureFlag });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PublicApiProvider api={api}>
        <header>
          <a href="/">Home</a>
        </header>
        <div data-testid="effects">
          <SeasonalEffects />
        </div>
      </PublicApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, getFeatureFlag };
}

describe('SeasonalEffects', () => {
  it('renders nothing and loads no effect code when both flags are off', async () => {
    const { getFeatureFlag } = renderWithFlags([]);
    await waitFor(() => expect(getFeatureFlag).toHaveBeenCalledTimes(2));
    // Let the answers settle, then hover the header: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('effects').innerHTML).toBe('');
    expect(loaded).toEqual({ snow: false, flower: false });
  });

  it('loads the snow when its flag is on, and only the snow', async () => {
    renderWithFlags(['WinterEasterEggs']);
    await waitFor(() => expect(loaded.snow).toBe(true));
    await waitFor(() => {
      fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
      expect(screen.getByTestId('snow').children).toHaveLength(SNOW_FLAKE_COUNT);
    });
    expect(screen.queryByRole('button', { name: /flowers/ })).toBeNull();
    expect(loaded.flower).toBe(false);
  });

  it('shows the flower button when the spring flag is on', async () => {
    renderWithFlags(['SpringEasterEggs']);
    expect(await screen.findByRole('button', { name: 'Make spring flowers bloom' })).toBeTruthy();
    expect(loaded.flower).toBe(true);
  });
});
