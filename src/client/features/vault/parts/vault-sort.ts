// The orders the file list offers, each one the server's sort and direction, and how the choice
// reads from and writes to the page address (?sort=name-asc).
import { vaultListQuerySchema } from '../../../../shared/contracts/vault';
import type { VaultListQuery, VaultSort } from '../../../../shared/contracts/vault';

export interface VaultSortOption {
  value: string;
  label: string;
  sort: VaultSort;
  direction: VaultListQuery['direction'];
}

export const VAULT_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest', sort: 'date', direction: 'desc' },
  { value: 'oldest', label: 'Oldest', sort: 'date', direction: 'asc' },
  { value: 'name-asc', label: 'Name A–Z', sort: 'name', direction: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sort: 'name', direction: 'desc' },
  { value: 'largest', label: 'Largest', sort: 'size', direction: 'desc' },
] as const satisfies readonly VaultSortOption[];

export type VaultSortValue = (typeof VAULT_SORT_OPTIONS)[number]['value'];

export const DEFAULT_VAULT_SORT: VaultSortValue = 'newest';

/** The option named in the address, or the newest first for anything else. */
export function vaultSortOption(value: string | null | undefined): VaultSortOption {
  return (
    VAULT_SORT_OPTIONS.find((option) => option.value === value) ??
    VAULT_SORT_OPTIONS.find((option) => option.value === DEFAULT_VAULT_SORT)!
  );
}

/** The list query for an order and a search, trimmed and capped as the server expects. */
export function vaultListQuery(
  sortValue: string | null | undefined,
  search: string,
): VaultListQuery {
  const { sort, direction } = vaultSortOption(sortValue);
  const parsed = vaultListQuerySchema.safeParse({ sort, direction, search });
  return parsed.success ? parsed.data : { sort, direction, search: '' };
}
