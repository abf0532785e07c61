// The console-wide search's answer (docs/product.md#admin-search): one card per kind that
// matched, its first few records linking to their console pages, and how many more matched.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import type {
  AdminSearchAnswer,
  AdminSearchGroup,
  AdminSearchHit,
  AdminSearchKind,
} from '../../../shared/contracts/admin-search';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { SEARCH_GROUP_NAMES, searchHitLink } from './search-links';
import classes from './search.module.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Kinds whose console table searches the same text, for "show them all". */
const FULL_LISTS: Partial<Record<AdminSearchKind, string>> = {
  users: ADMIN_PAGES.users,
  meetings: ADMIN_PAGES.events,
};

const count = (total: number, { one, many }: { one: string; many: string }) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;

function Hit({ kind, hit }: { kind: AdminSearchKind; hit: AdminSearchHit }) {
  return (
    <li className={classes.hit}>
      <div className={classes.hitMain}>
        <Link to={searchHitLink(kind, hit)} className={classes.hitTitle}>
          {hit.title || 'Unnamed'}
        </Link>
        {hit.detail && <span className={classes.hitDetail}>{hit.detail}</span>}
      </div>
      <div className={classes.hitSide}>
        {hit.exact && (
          <Badge size="sm" variant="filled" color="brand">
            Exact match
          </Badge>
        )}
        {hit.status && (
          <Badge size="sm" variant="light" color="gray">
            {hit.status}
          </Badge>
        )}
        {hit.at && <span className={classes.hitDate}>{dateOf(hit.at)}</span>}
      </div>
    </li>
  );
}

function Group({ group, q }: { group: AdminSearchGroup; q: string }) {
  const names = SEARCH_GROUP_NAMES[group.kind];
  const more = group.total - group.hits.length;
  const fullList = FULL_LISTS[group.kind];
  const headingId = `search-group-${group.kind}`;
  return (
    <section className={classes.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.groupTitle}>
        {names.title}{' '}
        <span className={classes.groupCount}>{group.total.toLocaleString('en-US')}</span>
      </h2>
      <ul className={classes.hits}>
        {group.hits.map((hit) => (
          <Hit key={hit.id} kind={group.kind} hit={hit} />
        ))}
      </ul>
      {more > 0 && (
        <p className={classes.more}>
          {more.toLocaleString('en-US')} more {more === 1 ? names.one : names.many}
          {fullList && (
            <>
              {' · '}
              <Link to={`${fullList}?${new URLSearchParams({ q }).toString()}`}>
                show all in {names.title}
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}

export function SearchResults({ answer }: { answer: AdminSearchAnswer }) {
  const found = answer.groups.filter((group) => group.total > 0);
  const total = found.reduce((sum, group) => sum + group.total, 0);
  if (found.length === 0) {
    return (
      <div className={classes.state} role="status">
        <p className={classes.stateTitle}>No match for “{answer.q}”.</p>
        <p>
          Try part of a name or an email, or paste a whole id of a user, meeting, recording or
          signup.
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={classes.summary} role="status">
        {total.toLocaleString('en-US')} {total === 1 ? 'match' : 'matches'} for “{answer.q}”:{' '}
        {found.map((group) => count(group.total, SEARCH_GROUP_NAMES[group.kind])).join(', ')}.
      </p>
      <div className={classes.groups}>
        {found.map((group) => (
          <Group key={group.kind} group={group} q={answer.q} />
        ))}
      </div>
    </>
  );
}
