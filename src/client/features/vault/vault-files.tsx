// The client's files: search and order (kept in the address), the total kept, and the list as a
// table or as cards, or what shows instead while loading, on failure, or when there is nothing.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, NativeSelect, Skeleton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useVaultFiles } from './vault-api';
import { formatBytes } from './parts/file-size';
import { VaultFileCards } from './parts/vault-file-cards';
import { VaultFileTable } from './parts/vault-file-table';
import { VAULT_SORT_OPTIONS, vaultListQuery, vaultSortOption } from './parts/vault-sort';
import classes from './parts/vault-files.module.css';
import { usePhoneLayout } from '../../ui/use-phone-layout';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 3;
const TITLE_ID = 'vault-files-title';

const countOf = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
const foundOf = (count: number) => (count === 0 ? 'No files found' : `${countOf(count)} found`);

export function VaultFiles({ onUpload }: { onUpload: () => void }) {
  const [params, setParams] = useSearchParams();
  const sort = vaultSortOption(params.get('sort')).value;
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const query = vaultListQuery(sort, search);
  const files = useVaultFiles(query);
  const phone = usePhoneLayout();

  const go = (next: { sort?: string; search?: string }) => {
    const address = new URLSearchParams(params);
    const nextSort = next.sort ?? sort;
    const nextSearch = (next.search ?? search).trim();
    if (nextSort === vaultSortOption(null).value) address.delete('sort');
    else address.set('sort', nextSort);
    if (nextSearch) address.set('search', nextSearch);
    else address.delete('search');
    setParams(address, { replace: true });
  };
  // Searches as the client types, once they pause.
  const searchSoon = useDebouncedCallback(
    (term: string) => go({ search: term }),
    SEARCH_DEBOUNCE_MS,
  );
  const clearSearch = () => {
    searchSoon.cancel();
    setDraft('');
    go({ search: '' });
  };

  const data = files.data;
  const searching = query.search !== '';
  const showTools = data !== undefined && (data.files.length > 0 || searching);

  let body;
  if (!data) {
    body = files.isError ? (
      <div className={classes.errorPanel} role="alert">
        <h3 className={classes.stateTitle}>Your files could not be loaded</h3>
        <p className={classes.stateText}>
          Something went wrong on our side or with the connection. Your files are safe.
        </p>
        <Button onClick={() => void files.refetch()} loading={files.isFetching}>
          Try again
        </Button>
      </div>
    ) : (
      <div className={classes.skeleton} aria-busy="true" aria-label="Loading your files">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={64} radius="md" />
        ))}
      </div>
    );
  } else if (data.files.length === 0 && searching) {
    body = (
      <div className={classes.emptyPanel}>
        <h3 className={classes.stateTitle}>No files match “{query.search}”</h3>
        <p className={classes.stateText}>Try part of the name, or clear the search.</p>
        <Button variant="default" onClick={clearSearch}>
          Clear search
        </Button>
      </div>
    );
  } else if (data.files.length === 0) {
    body = (
      <div className={classes.emptyPanel}>
        <h3 className={classes.stateTitle}>Your vault is empty</h3>
        <p className={classes.stateText}>
          Keep the papers your advisor may ask for in one safe place: a net worth statement, tax
          returns, and bank, brokerage and retirement account statements. Nobody else sees them
          until you share a file.
        </p>
        <Button onClick={onUpload}>Upload your first file</Button>
      </div>
    );
  } else {
    const List = phone ? VaultFileCards : VaultFileTable;
    body = (
      <div aria-busy={files.isPlaceholderData} className={classes.listWrap}>
        <List files={data.files} labelledBy={TITLE_ID} />
      </div>
    );
  }

  return (
    <section aria-labelledby={TITLE_ID}>
      <div className={classes.head}>
        <h2 id={TITLE_ID} className={classes.title}>
          Your files
        </h2>
        {data && data.totalBytes > 0 && (
          <p className={classes.total}>
            {searching ? foundOf(data.files.length) : countOf(data.files.length)} ·{' '}
            <strong>{formatBytes(data.totalBytes)}</strong> used{searching ? ' in all' : ''}
          </p>
        )}
      </div>
      {showTools && (
        <form
          className={classes.tools}
          role="search"
          aria-label="Your files"
          onSubmit={(event) => {
            event.preventDefault();
            searchSoon.cancel();
            go({ search: draft });
          }}
        >
          <TextInput
            className={classes.search}
            type="search"
            label="Search by name"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              searchSoon(event.currentTarget.value);
            }}
          />
          <NativeSelect
            className={classes.sort}
            label="Sort by"
            value={sort}
            data={VAULT_SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
            onChange={(event) => go({ sort: event.currentTarget.value })}
          />
        </form>
      )}
      {body}
    </section>
  );
}
