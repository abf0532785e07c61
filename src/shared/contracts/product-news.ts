// Product news (docs/product.md#product-news, ADR 0065): an admin writes a subject and a plain-text
// message, previews it as the email it becomes, sees how many people chose product news, and
// sends it; a job sends it in batches, each email with its one-click unsubscribe.
import { z } from 'zod';
import { consolePageSchema, consoleQuerySchema } from './console';
import { productNewsBodySchema, productNewsSubjectSchema } from '../limits';

/** How many emails one batch of the sending job writes before it records its progress. */
export const PRODUCT_NEWS_BATCH_SIZE = 50;
/** The outbox's name of the email. */
export const PRODUCT_NEWS_TEMPLATE = 'product-news';
/** How often the admin's page asks for the progress of news still being sent. */
export const PRODUCT_NEWS_PROGRESS_POLL_MS = 2000;

export const productNewsDraftSchema = z.object({
  subject: productNewsSubjectSchema,
  body: productNewsBodySchema,
});
export type ProductNewsDraft = z.infer<typeof productNewsDraftSchema>;

/** The send: the id is the draft's own, made by the page, so a repeated send sends nothing more. */
export const productNewsSendSchema = productNewsDraftSchema.extend({
  id: z.uuid('The draft has no valid id; reload the page.'),
});
export type ProductNewsSend = z.infer<typeof productNewsSendSchema>;

/** Who would get it now: the people with product news on and a confirmed address. */
export const productNewsAudienceSchema = z.object({ recipients: z.number().int() });
export type ProductNewsAudience = z.infer<typeof productNewsAudienceSchema>;

/** The email as a recipient reads it (their own name and links in place of the sample's). */
export const productNewsPreviewSchema = productNewsAudienceSchema.extend({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type ProductNewsPreview = z.infer<typeof productNewsPreviewSchema>;

export const PRODUCT_NEWS_STATES = ['sending', 'sent'] as const;
export type ProductNewsState = (typeof PRODUCT_NEWS_STATES)[number];

export const productNewsItemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The admin who sent it; null once their account is gone. */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  state: z.enum(PRODUCT_NEWS_STATES),
  recipients: z.number().int(),
  /** Emails written so far. */
  sent: z.number().int(),
  /** Recipients who turned product news off (or left) before their batch. */
  skipped: z.number().int(),
});
export type ProductNewsItem = z.infer<typeof productNewsItemSchema>;

export const PRODUCT_NEWS_SORTS = ['createdAt', 'subject'] as const;
export type ProductNewsSort = (typeof PRODUCT_NEWS_SORTS)[number];
export const productNewsQuerySchema = consoleQuerySchema(PRODUCT_NEWS_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
});
export const productNewsPageSchema = consolePageSchema(productNewsItemSchema);
export type ProductNewsPage = z.infer<typeof productNewsPageSchema>;

export const PRODUCT_NEWS_AUDIT = { sent: 'product-news-sent' } as const;

export const PRODUCT_NEWS_MESSAGES = {
  noRecipients: 'Nobody has chosen product news, so there is no one to send it to.',
  notFound: 'That product news was not found.',
  sameIdOtherNews: 'This draft was already sent with other words. Start a new one.',
} as const;

/** "3 of 120 sent": the progress figure of news still going out. */
export const productNewsProgress = (
  item: Pick<ProductNewsItem, 'sent' | 'skipped' | 'recipients'>,
) =>
  `${(item.sent + item.skipped).toLocaleString('en-US')} of ${item.recipients.toLocaleString('en-US')}`;
