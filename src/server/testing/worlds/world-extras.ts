// What else a journey's world may hold beside its people and meetings (ADR 0075): a paid Plan or
// Ongoing of its client with its advisor, and an email the mail server refused, each made by the
// demo seed's own code so they are what the demo data has.
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { STUCK_EMAIL_SUBJECT, seedDemoStuckEmail } from '../../db/seed/demo-emails';
import { insertEngagement } from '../../db/seed/demo-engagements';
import type {
  WorldEngagement,
  WorldEngagementRequest,
  WorldStuckEmail,
  WorldStuckEmailRequest,
} from './world-contract';

export async function addWorldEngagement(
  db: Db,
  request: WorldEngagementRequest,
  now = new Date(),
): Promise<WorldEngagement> {
  const [client] = await db.select().from(users).where(eq(users.id, request.clientId));
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, request.advisorId));
  if (!client || !advisor) throw new AppError('notFound');
  return db.transaction((tx) =>
    insertEngagement(
      tx,
      {
        advisor,
        clientId: client.id,
        kind: request.kind,
        startedDaysAgo: request.startedDaysAgo ?? 10,
      },
      now,
    ),
  );
}

export async function addWorldStuckEmail(
  db: Db,
  request: WorldStuckEmailRequest,
  now = new Date(),
): Promise<WorldStuckEmail> {
  const [person] = await db.select().from(users).where(eq(users.id, request.personId));
  if (!person) throw new AppError('notFound');
  const firstName = person.fullName.split(' ')[0] ?? person.fullName;
  await seedDemoStuckEmail(db, now, { address: person.email, firstName });
  return { to: person.email, subject: STUCK_EMAIL_SUBJECT };
}
