// A console table (docs/product.md#admin-console): server-paged rows with a search box, the
// table's own filters, sortable column headers, rows per page and the pager; loading, empty and
// error states; on a phone each row becomes a stacked card with its labels.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { Button, NativeSelect, Pagination, Table, TextInput } from '@mantine/core';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { ConsolePage } from '../../../shared/contracts/console';
import type { ConsoleQueryState } from './use-console-query';
import classes from './console-table.module.css';

const SEARCH_DEBOUNCE_MS = 300;

export interface ConsoleColumn<Row, Sort extends string> {
  key: string;
  label: string;
  /** The server's sort key of this column, when it can be sorted by. */
  sort?: Sort;
  render: (row: Row) => ReactNode;
  /** The row's title on a phone: shown first, large, without its label. */
  primary?: boolean;
  numeric?: boolean;
}

export interface ConsoleTableProps<Row, Sort extends string, Filter extends string> {
  /** What the table lists, for its accessible name: "Users". */
  caption: string;
  columns: ConsoleColumn<Row, Sort>[];
  state: ConsoleQueryState<Sort, Filter>;
  page: ConsolePage<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  /** While a new page loads the old one stays, dimmed. */
  isStale?: boolean;
  onRetry?: () => void;
  rowKey: (row: Row) => string;
  /** Singular and plural of what a row is: ['user', 'users']. */
  noun: [string, string];
  /** The search box's label; no search box without one. */
  searchLabel?: string;
  /** The table's own filter controls, beside the search box. */
  filters?: ReactNode;
  /** What to say when nothing matches. */
  empty?: ReactNode;
}

/** A search box that follows the address and searches as one types (and at once on Enter). */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address may change under the box (back button, a link): follow it, but never undo what
  // is being typed (the address holds the text trimmed).
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const searchSoon = useDebouncedCallback((q: string) => onSearch(q), SEARCH_DEBOUNCE_MS);
  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        searchSoon.cancel();
        onSearch(draft.trim());
      }}
    >
      <TextInput
        label={label}
        type="search"
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          searchSoon(event.currentTarget.value.trim());
        }}
      />
    </form>
  );
}

function SortHeader<Sort extends string>({
  label,
  sort,
  state,
}: {
  label: string;
  sort: Sort;
  state: ConsoleQueryState<Sort, string>;
}) {
  const active = state.query.sort === sort;
  const arrow = !active ? '↕' : state.query.dir === 'asc' ? '↑' : '↓';
  return (
    <button type="button" className={classes.sortButton} onClick={() => state.toggleSort(sort)}>
      {label}
      <span aria-hidden="true" className={active ? classes.sortActive : classes.sortIdle}>
        {arrow}
      </span>
    </button>
  );
}

export function ConsoleTable<Row, Sort extends string, Filter extends string>(
  props: ConsoleTableProps<Row, Sort, Filter>,
) {
  const { caption, columns, state, page, isPending, isError, isStale, rowKey, noun } = props;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;
  const sortState = state as unknown as ConsoleQueryState<Sort, string>;

  return (
    <div className={classes.frame}>
      {(props.searchLabel || props.filters) && (
        <div className={classes.controls}>
          {props.searchLabel && (
            <SearchBox
              label={props.searchLabel}
              value={state.query.q}
              onSearch={(q) => state.set({ q })}
            />
          )}
          {props.filters}
        </div>
      )}

      <div
        className={classes.tableWrap}
        aria-busy={isPending || Boolean(isStale)}
        data-stale={isStale || undefined}
      >
        <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
          <caption className={classes.caption}>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  className={column.numeric ? classes.numeric : undefined}
                  aria-sort={
                    column.sort && state.query.sort === column.sort
                      ? state.query.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {column.sort ? (
                    <SortHeader label={column.label} sort={column.sort} state={sortState} />
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    data-label={column.primary ? undefined : column.label}
                    className={[
                      column.primary ? classes.primary : '',
                      column.numeric ? classes.numeric : '',
                    ].join(' ')}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {isPending && !page && (
          <p className={classes.state} role="status">
            Loading {noun[1]}…
          </p>
        )}
        {isError && !page && (
          <div className={classes.state} role="alert">
            <p>The {noun[1]} could not be loaded.</p>
            {props.onRetry && (
              <Button variant="light" size="xs" onClick={props.onRetry}>
                Try again
              </Button>
            )}
          </div>
        )}
        {page && page.items.length === 0 && (
          <div className={classes.state}>
            {props.empty ??
              (state.query.q ? `No ${noun[1]} match “${state.query.q}”.` : `No ${noun[1]} yet.`)}
          </div>
        )}
      </div>

      {page && page.total > 0 && (
        <div className={classes.footer}>
          <span role="status">
            {page.total.toLocaleString('en-US')} {page.total === 1 ? noun[0] : noun[1]}
            {pages > 1 && ` · page ${page.page} of ${pages.toLocaleString('en-US')}`}
          </span>
          <div className={classes.pager}>
            <NativeSelect
              size="xs"
              aria-label="Rows per page"
              value={String(state.query.size)}
              data={CONSOLE_PAGE_SIZES.map((size) => ({
                value: String(size),
                label: `${size} a page`,
              }))}
              onChange={(event) => state.set({ size: Number(event.currentTarget.value) })}
            />
            {pages > 1 && (
              <Pagination
                size="sm"
                total={pages}
                value={Math.min(page.page, pages)}
                onChange={(next) => state.setPage(next)}
                siblings={0}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous'
                      ? 'Previous page'
                      : control === 'next'
                        ? 'Next page'
                        : undefined,
                })}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
