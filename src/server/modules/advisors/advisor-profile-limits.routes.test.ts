// The profile editor's field limits (docs/product.md#profile-editor): every field at its boundary,
// choices that must exist, prices on their range and step.
import { describe, expect, it } from 'vitest';
import {
  ADVISOR_PROFILE_MESSAGES,
  PROFILE_CHOICES_MAX,
} from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfileEditor } from '../../../shared/contracts/advisor-profile';
import {
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
} from '../../../shared/constants';
import { LIMITS } from '../../../shared/limits';
import { profileEditorTestKit } from './advisor-profile-editor-test-kit';

const kit = profileEditorTestKit();
const { advisorCaller, expectRefused, save, text, validBody } = kit;

describe('field limits', () => {
  const textLimits: [string, number][] = [
    ['firstName', LIMITS.advisorName.max],
    ['lastName', LIMITS.advisorName.max],
    ['certifications', LIMITS.certifications.max],
    ['title', LIMITS.advisorTitle.max],
    ['longBio', LIMITS.longBio.max],
    ['personalBio', LIMITS.personalBio.max],
  ];
  for (const [field, max] of textLimits) {
    it(`accepts ${field} at ${max} characters and refuses ${max + 1}`, async () => {
      const advisor = await advisorCaller();
      const body = await validBody(advisor);
      const ok = await save(advisor, { ...body, [field]: text(max) });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<AdvisorProfileEditor>().values[field as 'title']).toBe(text(max));
      await expectRefused(advisor, { ...body, [field]: text(max + 1) }, field);
    });
  }

  it('refuses an empty name and a title under its minimum', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    await expectRefused(advisor, { ...body, firstName: '  ' }, 'firstName');
    await expectRefused(advisor, { ...body, lastName: '' }, 'lastName');
    await expectRefused(advisor, { ...body, title: text(LIMITS.advisorTitle.min - 1) }, 'title');
  });

  it('accepts bio lines at their length and count limits, and refuses one more of either', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const lines = (count: number, length: number) =>
      Array.from({ length: count }, () => text(length)).join('\n');
    const max = LIMITS.bioLines.max;
    const width = LIMITS.bioPart.max;
    const ok = await save(advisor, { ...body, bio: lines(max, width) });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(advisor, { ...body, bio: lines(1, width + 1) }, 'bio');
    const tooMany = await expectRefused(advisor, { ...body, bio: lines(max + 1, 5) }, 'bio');
    expect(tooMany.fieldErrors?.bio).toContain(`Write at most ${max} bio lines.`);
  });

  it('accepts a CRD number of 1 to 10 digits and refuses anything else', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    for (const crdNumber of ['7', text(LIMITS.crdNumber.max).replaceAll('x', '9')]) {
      const ok = await save(advisor, { ...body, crdNumber });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    for (const crdNumber of ['12345678901', '12a45', '-123', '12 34', '1.5']) {
      await expectRefused(advisor, { ...body, crdNumber }, 'crdNumber');
    }
  });

  it('refuses attribute ids that do not exist or are of the other type, and too many', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const unknown = await expectRefused(
      advisor,
      { ...body, specialityIds: [...body.specialityIds, 9_999_999] },
      'specialityIds',
    );
    expect(unknown.fieldErrors?.specialityIds).toEqual([ADVISOR_PROFILE_MESSAGES.unknownChoice]);
    // A speciality chosen as a client type.
    await expectRefused(advisor, { ...body, clientTypeIds: body.specialityIds }, 'clientTypeIds');
    await expectRefused(advisor, { ...body, specialityIds: [0] }, 'specialityIds');
    const many = Array.from({ length: PROFILE_CHOICES_MAX + 1 }, (_, index) => index + 1);
    await expectRefused(advisor, { ...body, specialityIds: many }, 'specialityIds');
  });

  it('refuses unknown states, no state, and an unknown business model', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    await expectRefused(advisor, { ...body, states: ['XX'] }, 'states');
    await expectRefused(advisor, { ...body, states: [] }, 'states');
    await expectRefused(advisor, { ...body, businessModel: 'commission' }, 'businessModel');
  });

  const priceRules: [string, { min: number; max: number; step: number }][] = [
    ['hourlyRateCents', HOUR_PRICE_DOLLARS],
    ['planPriceCents', PLAN_PRICE_DOLLARS],
    ['ongoingPriceCents', ONGOING_PRICE_DOLLARS],
  ];
  for (const [field, rule] of priceRules) {
    it(`keeps ${field} within $${rule.min} to $${rule.max} in steps of $${rule.step}`, async () => {
      const advisor = await advisorCaller();
      const body = await validBody(advisor);
      for (const dollars of [rule.min, rule.max]) {
        const ok = await save(advisor, { ...body, [field]: dollars * 100 });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      for (const cents of [
        (rule.min - rule.step) * 100,
        (rule.max + rule.step) * 100,
        (rule.min + rule.step / 5) * 100,
        rule.min * 100 + 0.5,
      ]) {
        await expectRefused(advisor, { ...body, [field]: cents }, field);
      }
    });
  }
});
