// admin/search (docs/product.md#admin-search): one text looked for across people, advisors,
// meetings, recordings and signups; the text lives in the address (?q=).
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SearchBox } from '../../features/console/console-table';
import { useAdminSearch } from '../../features/search/search-api';
import { SearchResults } from '../../features/search/search-results';
import classes from './admin-page.module.css';
import searchClasses from './admin-search.module.css';

function Answer({ q }: { q: string }) {
  const search = useAdminSearch(q);
  if (q.length === 0) {
    return (
      <p className={searchClasses.hint}>
        Type a name, an email or a whole id, at least {ADMIN_SEARCH_MIN_LENGTH} characters. Press
        “/” anywhere in the console to search.
      </p>
    );
  }
  if (q.length < ADMIN_SEARCH_MIN_LENGTH) {
    return (
      <p className={searchClasses.hint} role="status">
        Type at least {ADMIN_SEARCH_MIN_LENGTH} characters.
      </p>
    );
  }
  if (search.isError && !search.data) {
    return (
      <div className={searchClasses.error} role="alert">
        <p>The search could not be done just now.</p>
        <Button variant="light" size="xs" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!search.data) {
    return (
      <p className={searchClasses.hint} role="status" aria-busy="true">
        Searching for “{q}”…
      </p>
    );
  }
  return (
    <div
      className={searchClasses.results}
      aria-busy={search.isPlaceholderData}
      data-stale={search.isPlaceholderData || undefined}
    >
      <SearchResults answer={search.data} />
    </div>
  );
}

export default function AdminSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <section className={classes.page} aria-labelledby="search-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="search-title" className={classes.title}>
        Search
      </h1>
      <p className={classes.lead}>
        Users, advisors, meetings, recordings and Plan and Ongoing signups, by a person’s name or
        email or a record’s id. An exact id or email is listed first.
      </p>
      <div className={searchClasses.box}>
        <SearchBox
          label="Search for"
          value={q}
          onSearch={(text) => setParams(text ? { q: text } : {}, { replace: true })}
        />
      </div>
      <Answer q={q} />
    </section>
  );
}
