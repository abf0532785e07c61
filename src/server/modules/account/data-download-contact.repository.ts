// Queries of "Download my data" about how we were in touch with the person and who acted for them:
// emails we sent (without their bodies, which carry signed links), product news, messages they
// sent us, admins who acted as them, and the affiliate link they came by or run. Read by the
// person's id or address only; instants stay Dates (JSON writes them as ISO 8601).
import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { impersonations } from '../../db/schema/accounts';
import { affiliatePayouts, referrals } from '../../db/schema/affiliates';
import { contactMessages } from '../../db/schema/contact';
import { emails, productNews, productNewsRecipients } from '../../db/schema/notifications';

const sameAddress = (
  column: typeof emails.toAddress | typeof contactMessages.email,
  email: string,
) => sql`lower(${column}) = lower(${email})`;

export function listEmailsSent(db: Db, email: string) {
  return db
    .select({
      subject: emails.subject,
      kind: emails.template,
      status: emails.status,
      sentAt: emails.sentAt,
      createdAt: emails.createdAt,
    })
    .from(emails)
    .where(sameAddress(emails.toAddress, email))
    .orderBy(asc(emails.createdAt));
}

export function listProductNews(db: Db, userId: string) {
  return db
    .select({
      subject: productNews.subject,
      status: productNewsRecipients.status,
      doneAt: productNewsRecipients.doneAt,
    })
    .from(productNewsRecipients)
    .innerJoin(productNews, eq(productNews.id, productNewsRecipients.newsId))
    .where(eq(productNewsRecipients.userId, userId))
    .orderBy(asc(productNews.createdAt));
}

/** Messages from the contact page, signed in or sent from the person's address. */
export function listContactMessages(db: Db, userId: string, email: string) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      topic: contactMessages.topic,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, userId), sameAddress(contactMessages.email, email)))
    .orderBy(asc(contactMessages.createdAt));
}

/** When an admin acted as the person, and (for an admin) when they acted as someone. */
export function listImpersonations(db: Db, userId: string) {
  return db
    .select({
      byAdmin: sql<boolean>`${impersonations.userId} = ${userId}`,
      otherUserId: sql<string>`case when ${impersonations.userId} = ${userId} then null else ${impersonations.userId} end`,
      startedAt: impersonations.startedAt,
      endsAt: impersonations.endsAt,
      stoppedAt: impersonations.stoppedAt,
    })
    .from(impersonations)
    .where(or(eq(impersonations.userId, userId), eq(impersonations.adminId, userId)))
    .orderBy(asc(impersonations.startedAt));
}

/** The affiliate link the person signed up through, if any. */
export function findReferral(db: Db, userId: string) {
  return db
    .select({ slug: referrals.slug, utm: referrals.utm, createdAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.userId, userId));
}

/** For an affiliate: how many signed up through their link (who they are is theirs), and payouts. */
export async function findAffiliateRecord(db: Db, userId: string) {
  const [[referred], payouts] = await Promise.all([
    db.select({ n: count() }).from(referrals).where(eq(referrals.affiliateUserId, userId)),
    db
      .select({
        month: affiliatePayouts.month,
        amountCents: affiliatePayouts.amountCents,
        paidOn: affiliatePayouts.paidOn,
        reference: affiliatePayouts.reference,
      })
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateUserId, userId))
      .orderBy(asc(affiliatePayouts.month)),
  ]);
  return { peopleReferred: referred?.n ?? 0, payouts };
}
