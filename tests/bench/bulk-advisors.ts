// Bulk-inserts generated advisors for the search benchmark: a deterministic, realistically spread
// marketplace (served states, attributes, business models, prices, join dates, availability) in
// a few seconds, with one array-parameter INSERT … SELECT unnest(…) per table and batch.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ADVISOR_ATTRIBUTES } from '../../src/server/db/seed/advisor-attributes';
import { createPrng } from '../../src/server/db/seed/prng';
import { avatarUrlFor } from '../../src/server/modules/advisors/avatar-svg';
import { ADVISOR_ATTRIBUTE_TYPES, BUSINESS_MODELS } from '../../src/shared/advisor-taxonomy';
import type { PriceRule } from '../../src/shared/constants';
import {
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
} from '../../src/shared/constants';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH_SIZE = 2_000;

/** Approximate population in 100,000s (2020 census): where advisors live and whom they serve. */
const STATE_WEIGHTS: Record<string, number> = {
  AL: 50, AK: 7, AZ: 72, AR: 30, CA: 395, CO: 58, CT: 36, DE: 10, DC: 7, FL: 215, GA: 107,
  HI: 15, ID: 18, IL: 128, IN: 68, IA: 32, KS: 29, KY: 45, LA: 47, ME: 14, MD: 62, MA: 70,
  MI: 101, MN: 57, MS: 30, MO: 62, MT: 11, NE: 20, NV: 31, NH: 14, NJ: 93, NM: 21, NY: 202,
  NC: 104, ND: 8, OH: 118, OK: 40, OR: 42, PA: 130, RI: 11, SC: 51, SD: 9, TN: 69, TX: 291,
  UT: 33, VT: 6, VA: 86, WA: 77, WV: 18, WI: 59, WY: 6,
}; // prettier-ignore
const STATES = Object.keys(STATE_WEIGHTS);

const PACIFIC = new Set(['CA', 'OR', 'WA', 'NV']);
const MOUNTAIN = new Set(['AZ', 'CO', 'ID', 'MT', 'NM', 'UT', 'WY']);
const CENTRAL = new Set('AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'.split(' '));

const FIRST_NAMES =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Lisa Matthew Nancy Anthony Sandra Mark Ashley Priya Wei Carlos Maria Aisha Omar Hiroshi Mei Andre Keisha Diego Fatima'.split(
    ' ',
  );
const LAST_NAMES =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Nguyen Patel Kim Chen Okafor'.split(
    ' ',
  );
const TITLES = [
  'Certified Financial Planner™ professional',
  'Fee-Only Financial Planner',
  'Retirement Income Planner',
  'Flat-Fee Financial Advisor',
  'Hourly Financial Planner',
  'Wealth Advisor',
];
const CERTIFICATIONS = ['CFP®', 'CFP®, CPA', 'CFP®, CFA', 'ChFC®', 'CFP®, EA', 'CPA/PFS', ''];
const FIRM_WORDS = ['Harbor', 'Summit', 'Cedar', 'Northstar', 'Keystone', 'Meridian', 'Clear Path'];
const CITIES = ['Springfield', 'Riverside', 'Franklin', 'Greenville', 'Madison', 'Clinton'];
const BIO_LINES = [
  'Retirement income plans that last as long as you do',
  'Roth conversions and tax brackets managed year by year',
  'A second opinion on your portfolio, without a sales pitch',
  'Stock options and RSUs turned into a clear plan',
  'College savings balanced against your own retirement',
  'Social Security timing for singles and couples',
  'One flat fee, quoted before we begin',
  'Pay by the hour for exactly the help you need',
  'Budgets rebuilt around one household income',
  'Estate documents organised before you see an attorney',
  'Student loan forgiveness and repayment strategies',
  'Fiduciary advice with no products to sell',
];
const LONG_BIO_SENTENCES = [
  'I started my career at a large brokerage and left because I wanted to be paid only by my clients.',
  'Most of the people I work with are a few years from retirement and want to know whether they have enough.',
  'In our first meeting we list every account, every income source and every goal, however small it seems.',
  'I write down my recommendations so you can carry them out at your own brokerage, at your own pace.',
  'Taxes are the largest expense many households never plan for, so every plan I write includes a tax projection.',
  'I do not manage money or sell insurance, which means I have nothing to gain from any product I suggest.',
  'Couples often disagree about money, and part of my job is to turn those conversations into shared decisions.',
  'When markets fall, I help clients stick to a plan rather than react to the news of the day.',
  'I enjoy working with families who are juggling college savings, a mortgage and ageing parents at once.',
  'Clients can book a single hour for one question or come back every quarter as their lives change.',
];
const PERSONAL_BIO_SENTENCES = [
  'I live with my partner and two children, and we spend our weekends hiking the nearby state parks.',
  'I was the first in my family to go to college, which is why financial literacy matters to me.',
  'Outside work I coach youth soccer and bake far too much bread.',
  'I volunteer with a free tax preparation clinic every spring.',
];

export interface BulkAdvisorCounts {
  advisors: number;
  stateLinks: number;
  attributeLinks: number;
}

/** Inserts the seeded attribute list and `total` advisors; returns the row counts. */
export async function insertBulkAdvisors(
  client: pg.Client,
  total: number,
  now = new Date(),
): Promise<BulkAdvisorCounts> {
  const random = createPrng(20_261_123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  // Earlier entries are more popular, like real search demand: weight 1/√(rank).
  const weightedPick = <T>(items: readonly T[], weights: readonly number[]): T => {
    const sum = weights.reduce((total_, weight) => total_ + weight, 0);
    let target = random() * sum;
    for (let index = 0; index < items.length; index += 1) {
      target -= weights[index]!;
      if (target <= 0) return items[index]!;
    }
    return items[items.length - 1]!;
  };
  const rankWeights = (length: number) =>
    Array.from({ length }, (_, index) => 1 / Math.sqrt(index + 1));
  const pickDistinct = <T>(items: readonly T[], weights: readonly number[], count: number) => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(weightedPick(items, weights));
    return [...chosen];
  };
  const onGrid = (rule: PriceRule, dollars: number) =>
    Math.min(rule.max, Math.max(rule.min, Math.round(dollars / rule.step) * rule.step)) * 100;
  // Roughly log-normal prices around a typical figure, as fee schedules are.
  const price = (rule: PriceRule, typical: number, spread: number) =>
    onGrid(rule, typical * Math.exp((random() + random() + random() - 1.5) * spread));

  const { rows: attributeRows } = await client.query<{ id: number; type: number }>(
    `insert into advisor_attributes (type, slug, title, description)
     select * from unnest($1::smallint[], $2::text[], $3::text[], $4::text[])
     returning id, type`,
    [
      ADVISOR_ATTRIBUTES.map((attribute) => attribute.type),
      ADVISOR_ATTRIBUTES.map((attribute) => attribute.slug),
      ADVISOR_ATTRIBUTES.map((attribute) => attribute.title),
      ADVISOR_ATTRIBUTES.map((attribute) => attribute.description),
    ],
  );
  const specialityIds = attributeRows
    .filter((row) => row.type === ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith)
    .map((row) => row.id);
  const clientTypeIds = attributeRows
    .filter((row) => row.type === ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith)
    .map((row) => row.id);
  const specialityWeights = rankWeights(specialityIds.length);
  const clientTypeWeights = rankWeights(clientTypeIds.length);
  const stateWeights = STATES.map((state) => STATE_WEIGHTS[state]!);
  const modelSlugs = BUSINESS_MODELS.map((model) => model.slug);
  const modelWeights = [0.35, 0.4, 0.25];

  const counts: BulkAdvisorCounts = { advisors: 0, stateLinks: 0, attributeLinks: 0 };
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const advisorColumns = {
      id: [] as string[],
      slug: [] as string[],
      firstName: [] as string[],
      lastName: [] as string[],
      title: [] as string[],
      certifications: [] as string[],
      profilePicUrl: [] as string[],
      bio: [] as string[],
      longBio: [] as string[],
      personalBio: [] as string[],
      firmName: [] as string[],
      city: [] as string[],
      homeState: [] as string[],
      timeZone: [] as string[],
      businessModel: [] as string[],
      crdNumber: [] as string[],
      hourlyRateCents: [] as number[],
      planPriceCents: [] as number[],
      ongoingPriceCents: [] as number[],
      acceptingClients: [] as boolean[],
      nextAvailability: [] as (string | null)[],
      reviewAverage: [] as number[],
      reviewCount: [] as number[],
      createdAt: [] as string[],
    };
    const stateLinks = { advisorId: [] as string[], state: [] as string[] };
    const attributeLinks = { advisorId: [] as string[], attributeId: [] as number[] };

    for (let index = start; index < Math.min(total, start + BATCH_SIZE); index += 1) {
      const id = randomUUID();
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const slug = `${firstName}-${lastName}-${index + 1}`.toLowerCase();
      const homeState = weightedPick(STATES, stateWeights);

      // One in five practises by video nationwide (50 states + DC); the rest serve their home
      // state and a few others, most of them only a handful.
      const served =
        random() < 0.2
          ? STATES
          : [
              homeState,
              ...pickDistinct(
                STATES,
                stateWeights,
                Math.min(50, Math.floor(-Math.log(1 - random()) * 4)),
              ),
            ];
      for (const state of new Set(served)) {
        stateLinks.advisorId.push(id);
        stateLinks.state.push(state);
      }

      // 2–6 attributes: 1–4 specialities and 1–2 client types.
      const attributes = [
        ...pickDistinct(specialityIds, specialityWeights, 1 + Math.floor(random() * 4)),
        ...pickDistinct(clientTypeIds, clientTypeWeights, 1 + Math.floor(random() * 2)),
      ];
      for (const attributeId of attributes) {
        attributeLinks.advisorId.push(id);
        attributeLinks.attributeId.push(attributeId);
      }

      // Join dates over three years, more of them recent as the marketplace grows.
      const createdAt = new Date(now.getTime() - 3 * 365 * DAY_MS * (1 - Math.sqrt(random())));
      const reviewCount = random() < 0.15 ? 0 : Math.floor(between(1, 60));
      const accepting = random() < 0.9;
      const available = random() >= 0.1;
      // Sooner slots are more common than later ones.
      const availableInHours = Math.ceil(30 * 24 * random() ** 2) || 1;

      const columns = advisorColumns;
      columns.id.push(id);
      columns.slug.push(slug);
      columns.firstName.push(firstName);
      columns.lastName.push(lastName);
      columns.title.push(pick(TITLES));
      columns.certifications.push(pick(CERTIFICATIONS));
      columns.profilePicUrl.push(avatarUrlFor(slug));
      columns.bio.push(pickDistinct(BIO_LINES, rankWeights(BIO_LINES.length), 4).join('\n'));
      columns.longBio.push(
        pickDistinct(LONG_BIO_SENTENCES, rankWeights(LONG_BIO_SENTENCES.length), 6).join(' '),
      );
      columns.personalBio.push(
        pickDistinct(PERSONAL_BIO_SENTENCES, rankWeights(PERSONAL_BIO_SENTENCES.length), 2).join(
          ' ',
        ),
      );
      columns.firmName.push(`${pick(FIRM_WORDS)} ${pick(['Financial Planning', 'Advisors'])}`);
      columns.city.push(pick(CITIES));
      columns.homeState.push(homeState);
      columns.timeZone.push(
        homeState === 'HI'
          ? 'Pacific/Honolulu'
          : homeState === 'AK'
            ? 'America/Anchorage'
            : PACIFIC.has(homeState)
              ? 'America/Los_Angeles'
              : MOUNTAIN.has(homeState)
                ? 'America/Denver'
                : CENTRAL.has(homeState)
                  ? 'America/Chicago'
                  : 'America/New_York',
      );
      columns.businessModel.push(weightedPick(modelSlugs, modelWeights));
      columns.crdNumber.push(String(1_000_000 + index * 7));
      columns.hourlyRateCents.push(price(HOUR_PRICE_DOLLARS, 200, 0.6));
      columns.planPriceCents.push(price(PLAN_PRICE_DOLLARS, 2_500, 0.5));
      columns.ongoingPriceCents.push(price(ONGOING_PRICE_DOLLARS, 200, 0.5));
      columns.acceptingClients.push(accepting);
      columns.nextAvailability.push(
        available
          ? new Date(Math.ceil(now.getTime() / HOUR_MS + availableInHours) * HOUR_MS).toISOString()
          : null,
      );
      columns.reviewAverage.push(reviewCount === 0 ? 0 : Math.round(between(3.6, 5) * 10) / 10);
      columns.reviewCount.push(reviewCount);
      columns.createdAt.push(createdAt.toISOString());
    }

    const advisorResult = await client.query(
      `insert into advisors (id, slug, first_name, last_name, title, certifications,
         profile_pic_url, bio, long_bio, personal_bio, firm_name, city, home_state, time_zone,
         business_model, crd_number, hourly_rate_cents, plan_price_cents, ongoing_price_cents,
         accepting_clients, next_availability, review_average, review_count, created_at,
         updated_at)
       select *, created_at from unnest($1::uuid[], $2::text[], $3::text[], $4::text[],
         $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
         $12::text[], $13::char(2)[], $14::text[], $15::text[], $16::text[], $17::int[],
         $18::int[], $19::int[], $20::boolean[], $21::timestamptz[], $22::real[], $23::int[],
         $24::timestamptz[])
         as t(id, slug, first_name, last_name, title, certifications, profile_pic_url, bio,
           long_bio, personal_bio, firm_name, city, home_state, time_zone, business_model,
           crd_number, hourly_rate_cents, plan_price_cents, ongoing_price_cents,
           accepting_clients, next_availability, review_average, review_count, created_at)`,
      Object.values(advisorColumns),
    );
    const stateResult = await client.query(
      'insert into advisor_states (advisor_id, state) select * from unnest($1::uuid[], $2::char(2)[])',
      [stateLinks.advisorId, stateLinks.state],
    );
    const linkResult = await client.query(
      `insert into advisor_attribute_links (advisor_id, attribute_id)
       select * from unnest($1::uuid[], $2::int[])`,
      [attributeLinks.advisorId, attributeLinks.attributeId],
    );
    counts.advisors += advisorResult.rowCount ?? 0;
    counts.stateLinks += stateResult.rowCount ?? 0;
    counts.attributeLinks += linkResult.rowCount ?? 0;
  }
  // Languages besides English, in rough US proportions (deterministic by slug): one in eight
  // Spanish, a few each Mandarin, Vietnamese, Korean and Tagalog.
  await client.query(
    `update advisors set languages = case abs(hashtext(slug)) % 100
       when 0 then '{english,mandarin}' when 1 then '{english,mandarin}'
       when 2 then '{english,vietnamese}' when 3 then '{english,korean}'
       when 4 then '{english,tagalog}' else '{english,spanish}' end::text[]
     where abs(hashtext(slug)) % 100 < 17`,
  );
  // What autovacuum would have done on a live database: fresh statistics for the planner and a
  // visibility map, without which index-only scans (counts) would fall back to the heap.
  await client.query(
    'vacuum analyze advisors, advisor_states, advisor_attribute_links, advisor_attributes',
  );
  return counts;
}
