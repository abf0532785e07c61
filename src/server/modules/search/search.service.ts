// The console-wide search (docs/product.md#admin-search): one text, every kind of record an admin
// looks up, each kind's first few matches with exact id or email hits first.
import { ADMIN_SEARCH_GROUP_SIZE } from '../../../shared/constants';
import {
  ADMIN_SEARCH_KINDS,
  MEETING_STATUS_LABELS,
  RECORDING_STATUS_LABELS,
  adminSearchQuerySchema,
} from '../../../shared/contracts/admin-search';
import type {
  AdminSearchAnswer,
  AdminSearchGroup,
  AdminSearchHit,
  AdminSearchKind,
  AdminSearchQuery,
} from '../../../shared/contracts/admin-search';
import { SIGNUP_STATE_LABELS } from '../../../shared/contracts/plans-admin';
import { isGuid } from '../../../shared/guid';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import * as repository from './search.repository';
import type { People, SearchTerms } from './search.repository';

const RECORDING_SOURCES: Record<string, string> = { zoom: 'From Zoom', upload: 'Uploaded' };

const hit = (fields: Omit<AdminSearchHit, 'status' | 'at' | 'userId'> & Partial<AdminSearchHit>) =>
  ({ status: null, at: null, userId: null, ...fields }) satisfies AdminSearchHit;

function minutesOf(seconds: number | null): string | null {
  return seconds === null ? null : `${Math.max(1, Math.round(seconds / 60))} min`;
}

/** Each kind's query and how its rows read as hits. */
const KINDS: Record<
  AdminSearchKind,
  (
    db: Db,
    terms: SearchTerms,
    people: People,
    limit: number,
  ) => Promise<{ total: number; hits: AdminSearchHit[] }>
> = {
  users: async (db, terms, people, limit) => {
    const { rows, total } = await repository.findUsers(db, terms, people, limit);
    return {
      total,
      hits: rows.map((row) =>
        hit({
          id: row.id,
          title: row.fullName,
          detail: row.email,
          userId: row.id,
          exact: row.exact,
        }),
      ),
    };
  },
  advisors: async (db, terms, people, limit) => {
    const { rows, total } = await repository.findAdvisors(db, terms, people, limit);
    return {
      total,
      hits: rows.map((row) =>
        hit({
          id: row.id,
          title: row.name,
          detail: [row.title, row.firmName, row.email].filter(Boolean).join(' · '),
          status:
            row.approvedAt === null ? 'Awaiting approval' : row.listed ? 'Listed' : 'Unlisted',
          userId: row.userId,
          exact: row.exact,
        }),
      ),
    };
  },
  meetings: async (db, terms, people, limit) => {
    const { rows, total } = await repository.findMeetings(db, terms, people, limit);
    return {
      total,
      hits: rows.map((row) =>
        hit({
          id: row.id,
          title: `${row.clientName} with ${row.advisorName}`,
          detail: row.clientEmail,
          status: MEETING_STATUS_LABELS[row.status],
          at: row.startsAt.toISOString(),
          userId: row.clientId,
          exact: row.exact,
        }),
      ),
    };
  },
  recordings: async (db, terms, people, limit) => {
    const { rows, total } = await repository.findRecordings(db, terms, people, limit);
    return {
      total,
      hits: rows.map((row) =>
        hit({
          id: row.id,
          title: `${row.clientName} with ${row.advisorName}`,
          detail: [RECORDING_SOURCES[row.source] ?? row.source, minutesOf(row.durationSeconds)]
            .filter(Boolean)
            .join(' · '),
          status: RECORDING_STATUS_LABELS[row.status],
          at: row.startsAt.toISOString(),
          userId: row.clientId,
          exact: row.exact,
        }),
      ),
    };
  },
  planSignups: (db, terms, people, limit) => signupsOf(db, 'plan', terms, people, limit),
  ongoingSignups: (db, terms, people, limit) => signupsOf(db, 'ongoing', terms, people, limit),
};

async function signupsOf(
  db: Db,
  kind: 'plan' | 'ongoing',
  terms: SearchTerms,
  people: People,
  limit: number,
) {
  const { rows, total } = await repository.findSignups(db, kind, terms, people, limit);
  return {
    total,
    hits: rows.map((row) =>
      hit({
        id: row.id,
        title: row.clientName,
        detail: `${row.clientEmail} · with ${row.advisorName}`,
        status: SIGNUP_STATE_LABELS[row.state],
        at: row.createdAt.toISOString(),
        userId: row.clientId,
        exact: row.exact,
      }),
    ),
  };
}

export function createSearchService({ db }: { db: Db }) {
  return {
    async search(input: AdminSearchQuery): Promise<AdminSearchAnswer> {
      const { q } = parseInput(adminSearchQuerySchema, input);
      const terms = repository.searchTerms(q, isGuid(q) ? q.toLowerCase() : null);
      const people = await repository.findPeople(db, terms);
      const groups: AdminSearchGroup[] = await Promise.all(
        ADMIN_SEARCH_KINDS.map(async (kind) => ({
          kind,
          ...(await KINDS[kind](db, terms, people, ADMIN_SEARCH_GROUP_SIZE)),
        })),
      );
      return { q, groups };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
