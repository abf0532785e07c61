import { describe, expect, it } from 'vitest';
import { ADVISOR_ATTRIBUTE_TYPES, BUSINESS_MODELS, findBusinessModel } from './advisor-taxonomy';
import { slugSchema } from './limits';

describe('ADVISOR_ATTRIBUTE_TYPES', () => {
  it('numbers ICanHelpYouWith 1 and IEnjoyWorkingWith 2 (docs/product.md#statuses)', () => {
    expect(ADVISOR_ATTRIBUTE_TYPES).toEqual({ ICanHelpYouWith: 1, IEnjoyWorkingWith: 2 });
  });
});

describe('BUSINESS_MODELS', () => {
  it('lists the three fee-for-advice business models in order (none manages money)', () => {
    expect(BUSINESS_MODELS.map((model) => model.slug)).toEqual([
      'advice-only',
      'hourly-planners',
      'flat-fee-planners',
    ]);
  });

  it('gives every model a valid unique slug, a title and a description', () => {
    const slugs = BUSINESS_MODELS.map((model) => model.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const model of BUSINESS_MODELS) {
      expect(slugSchema.safeParse(model.slug).success).toBe(true);
      expect(model.title.trim().length).toBeGreaterThan(0);
      expect(model.description.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('findBusinessModel', () => {
  it('finds a model by its slug', () => {
    expect(findBusinessModel('hourly-planners')).toEqual({
      slug: 'hourly-planners',
      title: 'Hourly planners',
      description: 'Pay by the hour for exactly the help you need, when you need it.',
    });
    expect(findBusinessModel('advice-only')?.title).toBe('Advice-only planners');
  });

  it.each([
    '',
    'Hourly-Planners',
    'hourly',
    'commission-brokers',
    'subscription-planners',
    'fee-only-wealth-managers',
  ])('finds nothing for %j', (slug) => {
    expect(findBusinessModel(slug)).toBeUndefined();
  });
});
