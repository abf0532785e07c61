// The console-wide search (docs/product.md#admin-search): one text, every kind of record an admin
// looks up, each kind's first few matches with exact id or email hits first.
import { ADMIN_SEARCH_GROUP_SIZE } from '../../../shared/constants';
import {
  ADMIN_SEARCH_KINDS,
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
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
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

/** A meeting's hit, and a recording's, which reads as its meeting: who met whom, and when. */
function meetingHit(
  row: {
    id: string;
    clientId: string;
    clientName: string;
    advisorName: string;
    startsAt: Date;
    exact: boolean;
  },
  detail: string,
  status: string,
) {
  return hit({
    id: row.id,
    title: `${row.clientName} with ${row.advisorName}`,
    detail,
    status,
    at: row.startsAt.toISOString(),
    userId: row.clientId,
    exact: row.exact,
  });
}

/** A kind's rows read as hits, with its count. */
async function hitsOf<Row>(
  found: Promise<{ rows: Row[]; total: number }>,
  toHit: (row: Row) => AdminSearchHit,
): Promise<{ total: number; hits: AdminSearchHit[] }> {
  const { rows, total } = await found;
  return { total, hits: rows.map(toHit) };
}

const signupHit = (row: repository.SignupHitRow) =>
  hit({
    id: row.id,
    title: row.clientName,
    detail: `${row.clientEmail} · with ${row.advisorName}`,
    status: SIGNUP_STATE_LABELS[row.state],
    at: row.createdAt.toISOString(),
    userId: row.clientId,
    exact: row.exact,
  });

/** Each kind's query and how its rows read as hits. */
const KINDS: Record<
  AdminSearchKind,
  (
    db: Db,
    terms: SearchTerms,
    people: People,
    limit: number,
    now: Date,
  ) => Promise<{ total: number; hits: AdminSearchHit[] }>
> = {
  users: (db, terms, people, limit) =>
    hitsOf(repository.findUsers(db, terms, people, limit), (row) =>
      hit({ id: row.id, title: row.fullName, detail: row.email, userId: row.id, exact: row.exact }),
    ),
  advisors: (db, terms, people, limit) =>
    hitsOf(repository.findAdvisors(db, terms, people, limit), (row) =>
      hit({
        id: row.id,
        title: row.name,
        detail: [row.title, row.firmName, row.email].filter(Boolean).join(' · '),
        status: row.approvedAt === null ? 'Awaiting approval' : row.listed ? 'Listed' : 'Unlisted',
        userId: row.userId,
        exact: row.exact,
      }),
    ),
  meetings: (db, terms, people, limit, now) =>
    hitsOf(repository.findMeetings(db, terms, people, limit), (row) =>
      meetingHit(row, row.clientEmail, meetingStatusWord(row.status, row.endsAt, now)),
    ),
  recordings: (db, terms, people, limit) =>
    hitsOf(repository.findRecordings(db, terms, people, limit), (row) =>
      meetingHit(
        row,
        [RECORDING_SOURCES[row.source] ?? row.source, minutesOf(row.durationSeconds)]
          .filter(Boolean)
          .join(' · '),
        RECORDING_STATUS_LABELS[row.status],
      ),
    ),
  planSignups: (db, terms, people, limit) =>
    hitsOf(repository.findSignups(db, 'plan', terms, people, limit), signupHit),
  ongoingSignups: (db, terms, people, limit) =>
    hitsOf(repository.findSignups(db, 'ongoing', terms, people, limit), signupHit),
};

export function createSearchService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async search(input: AdminSearchQuery): Promise<AdminSearchAnswer> {
      const { q } = parseInput(adminSearchQuerySchema, input);
      const terms = repository.searchTerms(q, isGuid(q) ? q.toLowerCase() : null);
      const people = await repository.findPeople(db, terms);
      const at = now();
      const groups: AdminSearchGroup[] = await Promise.all(
        ADMIN_SEARCH_KINDS.map(async (kind) => ({
          kind,
          ...(await KINDS[kind](db, terms, people, ADMIN_SEARCH_GROUP_SIZE, at)),
        })),
      );
      return { q, groups };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
