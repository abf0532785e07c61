// Every demo advisor's The Plan and The Ongoing (docs/product.md#offerings): The Plan on for most,
// The Ongoing on for some with a capacity, and one Ongoing full (its one place taken by the demo
// affiliate's engagement) so the waitlist can be tried. Deterministic: the same data every seed.
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_OFFERING_TERMS,
  ONGOING_DEFAULT_CAPACITY,
} from '../../../shared/contracts/offerings';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { advisors } from '../schema/advisors';
import { engagements, offerings, signups } from '../schema/plans';
import type { NewOfferingRow } from '../schema/plans';

/** The advisor whose Ongoing is full: the waitlist journey's. */
export const DEMO_FULL_ONGOING_SLUG = 'grace-park';
/** The demo account holding that advisor's only place. */
const FULL_ONGOING_CLIENT_EMAIL = 'avery.lee@example.com';
/** The demo advisor (Thomas Nguyen) sells both, with room. */
const BOTH_ON_SLUGS = new Set(['thomas-nguyen', DEMO_FULL_ONGOING_SLUG]);

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Plan off for every seventh advisor; Ongoing on for every third, capacities 4 to 12. */
function offeringsOf(advisorId: string, slug: string, index: number): NewOfferingRow[] {
  const bothOn = BOTH_ON_SLUGS.has(slug);
  const ongoingOn = bothOn || index % 3 === 0;
  const capacity =
    slug === DEMO_FULL_ONGOING_SLUG ? 1 : ongoingOn ? 4 + (index % 9) : ONGOING_DEFAULT_CAPACITY;
  return [
    {
      advisorId,
      kind: 'plan',
      enabled: bothOn || index % 7 !== 3,
      terms: DEFAULT_OFFERING_TERMS.plan,
    },
    {
      advisorId,
      kind: 'ongoing',
      enabled: ongoingOn,
      terms: DEFAULT_OFFERING_TERMS.ongoing,
      capacity,
    },
  ];
}

export async function seedDemoOfferings(db: Db, now: Date): Promise<void> {
  const rows = await db
    .select({ id: advisors.id, slug: advisors.slug, ongoingPriceCents: advisors.ongoingPriceCents })
    .from(advisors)
    .orderBy(advisors.slug);
  if (rows.length === 0) return;
  await db
    .insert(offerings)
    .values(rows.flatMap((row, index) => offeringsOf(row.id, row.slug, index)))
    .onConflictDoNothing();

  const full = rows.find((row) => row.slug === DEMO_FULL_ONGOING_SLUG);
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, FULL_ONGOING_CLIENT_EMAIL));
  if (!full || !client) return;
  const [ongoing] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.advisorId, full.id), eq(offerings.kind, 'ongoing')));
  if (!ongoing) return;

  const startedAt = now.getTime() - 30 * DAY_MS;
  const [signup] = await db
    .insert(signups)
    .values({
      kind: 'ongoing',
      offeringId: ongoing.id,
      advisorId: full.id,
      clientId: client.id,
      priceCents: full.ongoingPriceCents,
      state: 'paid',
      termsText: DEFAULT_OFFERING_TERMS.ongoing,
      termsAcceptedAt: new Date(startedAt),
      followUpStatus: 'WelcomeEmailSent',
      paidAt: new Date(startedAt),
      createdAt: new Date(startedAt),
      updatedAt: new Date(startedAt),
    })
    .returning({ id: signups.id });
  if (!signup) return;
  await db.insert(engagements).values({
    kind: 'ongoing',
    signupId: signup.id,
    offeringId: ongoing.id,
    advisorId: full.id,
    clientId: client.id,
    startsOn: isoDay(startedAt),
    checkupDueOn: isoDay(startedAt + 365 * DAY_MS),
    createdAt: new Date(startedAt),
    updatedAt: new Date(startedAt),
  });
}
