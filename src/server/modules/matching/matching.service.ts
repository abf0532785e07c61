// Rules of matching (docs/product.md#matching, ADR 0052): the questionnaire exists only while the
// AdvisorRecommendations flag is on; its ranking keeps advisors who serve the visitor's state and
// scores them (matching-score.ts), looking up open times only for the leading candidates.
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { MATCHING_LOOKAHEAD_DAYS, RECOMMENDATIONS_SHOWN } from '../../../shared/contracts/matching';
import type {
  AdvisorCards,
  Comparison,
  MatchingAnswers,
  MatchingOptions,
  Recommendations,
} from '../../../shared/contracts/matching';
import { AppError } from '../../../shared/errors';
import { stateName } from '../../../shared/us-states';
import type { Db } from '../../db/client';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { SystemService } from '../system/system.service';
import { rankCandidates } from './matching-score';
import type { Candidate } from './matching-score';
import * as repository from './matching.repository';

/** Candidates read from the database, of which the leaders get their open times looked up. */
const CANDIDATES_READ = 60;
const OPEN_TIMES_LOOKED_UP = 15;

export type MatchingService = ReturnType<typeof createMatchingService>;

export function createMatchingService({
  db,
  system,
  advisors,
  availability,
}: {
  db: Db;
  system: Pick<SystemService, 'getFeatureFlag'>;
  advisors: Pick<AdvisorsService, 'listOfferedAttributes'>;
  availability: Pick<AvailabilityService, 'getOpenSlotsOf'>;
}) {
  /** Answers 404 while the flag is off, as if the questionnaire did not exist. */
  async function requireFlag(): Promise<void> {
    if (!(await system.getFeatureFlag('AdvisorRecommendations'))) throw new AppError('notFound');
  }

  /** The advisor's zone reads their default hours; the slots are instants either way. */
  async function openSlotsOf(advisor: { id: string; timeZone: string }): Promise<Date[]> {
    const open = await availability.getOpenSlotsOf(advisor, { days: MATCHING_LOOKAHEAD_DAYS });
    return open.slots.map((slot) => new Date(slot.start));
  }

  return {
    async getOptions(): Promise<MatchingOptions> {
      await requireFlag();
      const [specialities, clientTypes, states] = await Promise.all([
        advisors.listOfferedAttributes(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
        advisors.listOfferedAttributes(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith),
        repository.listServedStates(db),
      ]);
      return { specialities, clientTypes, states };
    },

    async recommend(answers: MatchingAnswers): Promise<Recommendations> {
      await requireFlag();
      const [rows, specialities, clientTypes] = await Promise.all([
        repository.listCandidates(db, {
          state: answers.state,
          slugs: [...answers.specialities, ...answers.clientTypes],
          limit: CANDIDATES_READ,
        }),
        advisors.listOfferedAttributes(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
        advisors.listOfferedAttributes(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith),
      ]);
      const context = {
        answers,
        stateName: stateName(answers.state),
        titles: new Map([...specialities, ...clientTypes].map((each) => [each.slug, each.title])),
      };
      // Rank without open times first; only the leaders can be moved by them.
      const leaders = rankCandidates(rows, context).slice(0, OPEN_TIMES_LOOKED_UP);
      const wantsTimes = answers.meetingWindows.length > 0;
      const rowOf = new Map(rows.map((row) => [row.advisor.id, row]));
      const candidates: Candidate[] = await Promise.all(
        leaders.map(async ({ advisor }) => {
          const row = rowOf.get(advisor.id);
          const timeZone = row?.timeZone ?? answers.timeZone;
          return {
            advisor,
            matchedSlugs: row?.matchedSlugs ?? [],
            ...(wantsTimes ? { openSlots: await openSlotsOf({ id: advisor.id, timeZone }) } : {}),
          };
        }),
      );
      return {
        recommendations: rankCandidates(candidates, context).slice(0, RECOMMENDATIONS_SHOWN),
        stateName: context.stateName,
      };
    },

    /** Cards of listed advisors by slug, for a visitor's saved list. */
    async getCards(slugs: readonly string[]): Promise<AdvisorCards> {
      return { advisors: await repository.listCardsBySlugs(db, slugs) };
    },

    /** The side by side of up to three advisors, in the order asked. */
    async compare(slugs: readonly string[]): Promise<Comparison> {
      const cards = await repository.listCardsBySlugs(db, slugs);
      if (cards.length === 0) throw new AppError('noMatchingAdvisor');
      const details = await repository.listComparisonDetails(
        db,
        cards.map((card) => card.id),
        ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith,
      );
      return {
        advisors: cards.map((card) => ({
          ...card,
          states: details.states.get(card.id) ?? [],
          specialities: details.specialities.get(card.id) ?? [],
        })),
      };
    },
  };
}
