// The people of one journey's world, made the way the demo seed makes its accounts: confirmed
// email, roles, and for an advisor a listed practice with the default weekly hours, states served
// and offerings (ADR 0075). Every one has a password of its own, signed in through the real form.
import { randomBytes } from 'node:crypto';
import type { Role } from '../../../shared/roles';
import {
  assignRoles,
  ensureRoles,
  findUserByEmail,
  insertUser,
} from '../../auth/accounts/accounts.repository';
import { AppError } from '../../../shared/errors';
import { hashPassword } from '../../auth/accounts/passwords';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisorStates,
  advisors,
} from '../../db/schema/advisors';
import { offerings } from '../../db/schema/plans';
import { DEFAULT_OFFERING_TERMS } from '../../../shared/contracts/offerings';
import { inArray } from 'drizzle-orm';
import { ADVISOR_PROFILES } from '../../db/seed/advisor-profiles';
import { prepareAdvisor, servedStatesOf } from '../../db/seed/advisor-rows';
import { createReviewLedger } from '../../db/seed/reviews';
import { reviews } from '../../db/schema/reviews';
import { refreshReviewSummary } from '../../modules/reviews/reviews.repository';
import type { WorldPerson, WorldPersonKind, WorldPersonRequest } from './world-contract';

const ROLES_OF: Record<WorldPersonKind, Role[]> = {
  client: ['Consumer'],
  advisor: ['Advisor'],
  admin: ['Admin'],
  affiliate: ['Affiliate', 'Consumer'],
};

const FIRST_NAMES: Record<WorldPersonKind, string> = {
  client: 'Robin',
  advisor: 'Morgan',
  admin: 'Jordan',
  affiliate: 'Avery',
};

/** The demo advisor whose practice a world advisor copies, under a name of its own. */
const TEMPLATE_SLUG = 'thomas-nguyen';

/** Letters only, so a name reads as a name: each hex digit of the tag's hash becomes a letter. */
function surnameOf(tag: string): string {
  const letters = Buffer.from(tag)
    .reduce((hash, byte) => (hash * 31 + byte) >>> 0, 7)
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `Vale${letters.slice(0, 7)}`;
}

export interface WorldPeopleDeps {
  db: Db;
  now?: () => Date;
}

export function createWorldPeople({ db, now = () => new Date() }: WorldPeopleDeps) {
  async function insertPractice(
    tx: Db,
    userId: string,
    request: WorldPersonRequest,
    names: { first: string; last: string },
    at: Date,
  ) {
    const template = ADVISOR_PROFILES.find((profile) => profile.slug === TEMPLATE_SLUG)!;
    const profile = {
      ...template,
      slug: `${names.first}-${names.last}-${request.tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      firstName: names.first,
      lastName: names.last,
      servedStates: 'nationwide' as const,
      reviewCount: request.advisor?.reviews ?? 0,
      nextAvailabilityHours: 24,
      joinedDaysAgo: 30,
    };
    const { row, reviews: written } = prepareAdvisor(profile, at, createReviewLedger());
    const practice = request.advisor ?? {};
    const newcomer = practice.newcomer ?? false;
    const [advisor] = await tx
      .insert(advisors)
      .values({
        ...row,
        userId,
        homeVisitedAt: newcomer ? null : at,
        pricesConfirmedAt: newcomer ? null : at,
      })
      .returning();
    await tx
      .insert(advisorStates)
      .values(servedStatesOf(profile).map((state) => ({ advisorId: advisor!.id, state })));
    const slugs = [...profile.specialities, ...profile.enjoysWorkingWith];
    const attributes = await tx
      .select({ id: advisorAttributes.id })
      .from(advisorAttributes)
      .where(inArray(advisorAttributes.slug, slugs));
    if (attributes.length > 0) {
      await tx
        .insert(advisorAttributeLinks)
        .values(attributes.map(({ id }) => ({ advisorId: advisor!.id, attributeId: id })));
    }
    if (written.length > 0) {
      await tx
        .insert(reviews)
        .values(written.map((review) => ({ advisorId: advisor!.id, ...review })));
      await refreshReviewSummary(tx, advisor!.id);
    }
    await tx.insert(offerings).values([
      {
        advisorId: advisor!.id,
        kind: 'plan',
        enabled: practice.plan ?? true,
        terms: DEFAULT_OFFERING_TERMS.plan,
      },
      {
        advisorId: advisor!.id,
        kind: 'ongoing',
        enabled: practice.ongoing ?? true,
        terms: DEFAULT_OFFERING_TERMS.ongoing,
        capacity: practice.ongoingCapacity ?? 5,
      },
    ]);
    return advisor!;
  }

  return {
    async addPerson(request: WorldPersonRequest): Promise<WorldPerson> {
      const at = now();
      const first = FIRST_NAMES[request.kind];
      const last = surnameOf(request.tag);
      const fullName = request.fullName ?? `${first} ${last}`;
      const [firstName = first, ...rest] = fullName.split(' ');
      const email = `${request.kind}.${request.tag}@example.test`;
      const password = `Journey-${randomBytes(6).toString('hex')}-Pass!`;
      if (await findUserByEmail(db, email)) throw new AppError('conflict');
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        await ensureRoles(tx);
        const user = await insertUser(tx, {
          email,
          fullName,
          passwordHash,
          emailVerifiedAt: at,
          isFirmMember: request.kind === 'admin',
          createdAt: at,
          updatedAt: at,
        });
        await assignRoles(tx, user.id, ROLES_OF[request.kind]);
        const person: WorldPerson = {
          id: user.id,
          kind: request.kind,
          email,
          password,
          fullName,
        };
        if (request.kind !== 'advisor') return person;
        const advisor = await insertPractice(
          tx,
          user.id,
          request,
          { first: firstName, last: rest.join(' ') || last },
          at,
        );
        return {
          ...person,
          advisor: {
            id: advisor.id,
            slug: advisor.slug,
            name: `${advisor.firstName} ${advisor.lastName}`,
            homeState: advisor.homeState,
          },
        };
      });
    },
  };
}
