// The signed-in client's saved advisors (docs/product.md#matching). The Save heart sits on every
// advisor card, home page included, so the answers' schema is loaded only when a call is made:
// the first load carries no schema library (tests/e2e/first-load.spec.ts).
import type { AdvisorCards } from '../../../shared/contracts/matching';
import { MATCHING_API } from '../../../shared/routes/matching-api';
import { http } from '../../api/http';

export const savedAdvisorsKey = (userId: string) => ['matching', 'saved', userId] as const;

async function asCards(answer: unknown): Promise<AdvisorCards> {
  const { advisorCardsSchema } = await import('../../../shared/contracts/matching');
  return advisorCardsSchema.parse(answer);
}

export async function fetchSavedAdvisors(): Promise<AdvisorCards> {
  return asCards(await http.get(MATCHING_API.savedAdvisors));
}

export async function mergeSavedAdvisors(slugs: readonly string[]): Promise<AdvisorCards> {
  return asCards(await http.post(MATCHING_API.mergeSavedAdvisors, { slugs }));
}

export async function setAdvisorSaved(slug: string, saved: boolean): Promise<AdvisorCards> {
  const url = MATCHING_API.savedAdvisor(slug);
  return asCards(saved ? await http.put(url) : await http.delete(url));
}
