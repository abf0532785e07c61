import { describe, expect, it } from 'vitest';
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import type { AdvisorSearchResult, ResolvedFilter } from '../../../shared/contracts/advisors';
import { inlineTitle, resultsHeading } from './results-head';
import { resultsIntro } from '../../features/advisors/results-intro';

const result = (
  filters: ResolvedFilter[],
  state: AdvisorSearchResult['state'] = null,
): AdvisorSearchResult => ({ advisors: [], total: 0, page: 1, pageSize: 12, state, filters });

const california = { slug: 'california', abbreviation: 'CA', name: 'California' };

describe('results heading and intro', () => {
  it('keeps names capitalised inside a sentence', () => {
    expect(inlineTitle('Retirement planning')).toBe('retirement planning');
    expect(inlineTitle('Social Security timing')).toBe('Social Security timing');
    expect(inlineTitle('LGBTQ+ couples')).toBe('LGBTQ+ couples');
  });

  it('names the business model, the topics and the state', () => {
    expect(resultsHeading(undefined)).toBe('Fee-only financial advisors');
    expect(resultsHeading(result([], california))).toBe(
      'Fee-only financial advisors in California',
    );
    expect(
      resultsHeading(
        result(
          [
            { slug: 'hourly-planners', title: 'Hourly planners', kind: 'businessModel' },
            { slug: 'tax-planning', title: 'Tax planning', kind: 'speciality' },
            { slug: 'social-security', title: 'Social Security timing', kind: 'speciality' },
          ],
          california,
        ),
      ),
    ).toBe('Hourly planners for tax planning and Social Security timing in California');
  });

  it('introduces state, speciality, client-type and business-model pages by name', () => {
    expect(resultsIntro(result([], california))).toMatch(/take clients in California\./);
    expect(
      resultsIntro(result([{ slug: 'tax-planning', title: 'Tax planning', kind: 'speciality' }])),
    ).toMatch(/who help with tax planning\./);
    expect(
      resultsIntro(
        result([{ slug: 'retirees', title: 'Retirees', kind: 'clientType' }], california),
      ),
    ).toMatch(/who enjoy working with retirees and take clients in California\./);
    const model = resultsIntro(
      result([{ slug: 'advice-only', title: 'Advice-only planners', kind: 'businessModel' }]),
    );
    expect(model).toMatch(/^Compare vetted advice-only planners from across the US\./);
    expect(model).toContain(findBusinessModel('advice-only')!.description);
  });
});
