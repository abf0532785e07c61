// Loads the demo data into an empty database, once. Everything happens in one transaction so a
// failed seed leaves nothing behind, and an advisory lock keeps two starting servers from both
// seeding the same database. Given a storage, the advisors' portraits become stored photos;
// without one (tests) they stay generated on request.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisorStates,
  advisors,
} from '../schema/advisors';
import { complianceDocuments } from '../schema/compliance';
import { reviews } from '../schema/reviews';
import type { NewReview } from '../schema/reviews';
import { featureFlags } from '../schema/system';
import { ADVISOR_ATTRIBUTES } from './advisor-attributes';
import { ADVISOR_PROFILES } from './advisor-profiles';
import { prepareAdvisor, servedStatesOf } from './advisor-rows';
import type { PreparedAdvisor } from './advisor-rows';
import { createReviewLedger } from './reviews';
import { renderAvatarSvg } from '../../modules/advisors/avatar-svg';
import { storeAdvisorPhoto } from '../../modules/advisors/advisor-photo';
import type { Storage } from '../../integrations/storage/storage';
import { COMPLIANCE_DOCUMENTS } from './compliance-documents';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoStuckEmail } from './demo-emails';
import { seedDemoEngagements } from './demo-engagements';
import { seedDemoMeetingHistory } from './demo-meeting-history';
import { seedDemoMeetings } from './demo-meetings';
import { seedDemoOfferings } from './demo-offerings';
import { SEED_FEATURE_FLAGS } from './feature-flags';

export interface SeedOptions {
  now?: Date;
  /** Where the portraits are stored; without it they are generated at /avatars/{slug}.svg. */
  storage?: Storage;
}

export interface SeedResult {
  /** False when the database already had advisors and nothing was changed. */
  seeded: boolean;
  /** Advisors in the database afterwards. */
  advisors: number;
}

const SEED_LOCK_KEY = 73_520_418;

/** Stores each advisor's portrait under an id chosen here, before the rows exist. */
async function storePortraits(
  storage: Storage,
  prepared: PreparedAdvisor[],
  stored: string[],
): Promise<void> {
  await Promise.all(
    prepared.map(async ({ profile, row }) => {
      const id = randomUUID();
      const svg = Buffer.from(renderAvatarSvg(profile), 'utf8');
      const photo = await storeAdvisorPhoto(storage, id, svg, 'image/svg+xml');
      stored.push(photo.key);
      Object.assign(row, { id, profilePicKey: photo.key, profilePicUrl: photo.url });
    }),
  );
}

export async function seedDemoData(
  db: Db,
  { now = new Date(), storage }: SeedOptions = {},
): Promise<SeedResult> {
  const stored: string[] = [];
  try {
    return await insertDemoData(db, now, storage, stored);
  } catch (error) {
    // The rows were rolled back, so the portraits stored for them go too.
    if (storage) await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

async function insertDemoData(
  db: Db,
  now: Date,
  storage: Storage | undefined,
  stored: string[],
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ total: count() }).from(advisors);
    if (existing && existing.total > 0) return { seeded: false, advisors: existing.total };

    // Attributes may already exist if an admin added some before any advisor; keep theirs.
    await tx
      .insert(advisorAttributes)
      .values(ADVISOR_ATTRIBUTES.map((attribute) => ({ ...attribute })))
      .onConflictDoNothing({ target: advisorAttributes.slug });
    const attributeRows = await tx
      .select({ id: advisorAttributes.id, slug: advisorAttributes.slug })
      .from(advisorAttributes)
      .where(
        inArray(
          advisorAttributes.slug,
          ADVISOR_ATTRIBUTES.map((attribute) => attribute.slug),
        ),
      );
    const attributeIds = new Map(attributeRows.map((row) => [row.slug, row.id]));

    // One ledger for all advisors, in their fixed order: no review text under two advisors.
    const ledger = createReviewLedger();
    const prepared = ADVISOR_PROFILES.map((profile) => prepareAdvisor(profile, now, ledger));
    if (storage) await storePortraits(storage, prepared, stored);
    const inserted = await tx
      .insert(advisors)
      .values(prepared.map((advisor) => advisor.row))
      .returning({ id: advisors.id, slug: advisors.slug });
    const advisorIds = new Map(inserted.map((row) => [row.slug, row.id]));
    const idOf = (slug: string): string => {
      const id = advisorIds.get(slug);
      if (id === undefined) throw new Error(`Advisor ${slug} was not inserted.`);
      return id;
    };

    await tx
      .insert(advisorStates)
      .values(
        prepared.flatMap(({ profile }) =>
          servedStatesOf(profile).map((state) => ({ advisorId: idOf(profile.slug), state })),
        ),
      );

    await tx.insert(advisorAttributeLinks).values(
      prepared.flatMap(({ profile }) =>
        [...profile.specialities, ...profile.enjoysWorkingWith].map((slug) => {
          const attributeId = attributeIds.get(slug);
          if (attributeId === undefined) throw new Error(`Unknown attribute ${slug}.`);
          return { advisorId: idOf(profile.slug), attributeId };
        }),
      ),
    );

    const reviewRows: NewReview[] = prepared.flatMap(({ profile, reviews: generated }) =>
      generated.map((review) => ({ advisorId: idOf(profile.slug), ...review })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    // The card summary is derived from the rows just inserted, so it can never disagree with them.
    // Advisors without reviews keep the column defaults (0 and 0).
    const summary = tx
      .select({
        advisorId: reviews.advisorId,
        total: sql<number>`count(*)::int`.as('total'),
        average: sql<number>`avg(${reviews.rating})::real`.as('average'),
      })
      .from(reviews)
      .groupBy(reviews.advisorId)
      .as('summary');
    await tx
      .update(advisors)
      .set({
        reviewCount: sql`${summary.total}`,
        reviewAverage: sql`${summary.average}`,
      })
      .from(summary)
      .where(eq(advisors.id, summary.advisorId));

    await tx
      .insert(featureFlags)
      .values(SEED_FEATURE_FLAGS.map((flag) => ({ ...flag, updatedAt: now })))
      .onConflictDoNothing({ target: featureFlags.id });

    await tx
      .insert(complianceDocuments)
      .values(
        COMPLIANCE_DOCUMENTS.map((document) => ({
          ...document,
          effectiveAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: complianceDocuments.slug });

    await seedDemoAccounts(tx, now);
    await seedDemoOfferings(tx, now);
    await seedDemoMeetings(tx, now, storage, stored);
    await seedDemoEngagements(tx, now);
    // Last: the meetings behind the reviews, then every advisor's meetings held is counted.
    await seedDemoMeetingHistory(tx, now);
    await seedDemoStuckEmail(tx, now);

    return { seeded: true, advisors: inserted.length };
  });
}
