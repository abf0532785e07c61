// The shortlist's limit (docs/product.md#matching), apart from the matching contracts so the Save
// heart on every advisor card can say it without loading the schema library with the home page.

/** How many advisors one person may keep saved. */
export const SAVED_ADVISORS_MAX = 30;

export const SAVED_LIMIT_MESSAGE = `You can save up to ${SAVED_ADVISORS_MAX} advisors. Remove one to save another.`;
