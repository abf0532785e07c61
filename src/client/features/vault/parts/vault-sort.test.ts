// Every offered order is one the server accepts; the address cannot ask for anything else.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../shared/limits';
import { vaultListQuerySchema } from '../../../../shared/contracts/vault';
import { VAULT_SORT_OPTIONS, vaultListQuery, vaultSortOption } from './vault-sort';

describe('vault sort options', () => {
  it('offers the five orders by their names, each one the server accepts', () => {
    expect(VAULT_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest',
      'Oldest',
      'Name A–Z',
      'Name Z–A',
      'Largest',
    ]);
    for (const option of VAULT_SORT_OPTIONS) {
      expect(
        vaultListQuerySchema.safeParse({ sort: option.sort, direction: option.direction }).success,
      ).toBe(true);
    }
    expect(new Set(VAULT_SORT_OPTIONS.map((option) => option.value)).size).toBe(5);
  });

  it('reads an order from the address and falls back to the newest first', () => {
    expect(vaultSortOption('largest')).toMatchObject({ sort: 'size', direction: 'desc' });
    expect(vaultSortOption('name-desc')).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(vaultSortOption('sideways').value).toBe('newest');
    expect(vaultSortOption(null).value).toBe('newest');
  });

  it('builds the list query with a trimmed search', () => {
    expect(vaultListQuery('oldest', '  tax ')).toEqual({
      sort: 'date',
      direction: 'asc',
      search: 'tax',
    });
    expect(vaultListQuery(null, '')).toEqual({ sort: 'date', direction: 'desc', search: '' });
  });

  it('drops a search longer than any file name rather than send a refused query', () => {
    expect(vaultListQuery('newest', 'x'.repeat(LIMITS.fileName.max + 1)).search).toBe('');
  });
});
