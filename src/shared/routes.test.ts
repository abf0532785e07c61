import { describe, expect, it } from 'vitest';
import {
  API,
  API_PATTERNS,
  HISTORY_EXCLUDED_PREFIXES,
  HOME_ANCHORS,
  LOGOUT_LOCAL_URL,
  PAGES,
  PAGE_PATTERNS,
  fillPath,
  isHistoryExcluded,
  isOpenInStaging,
} from './routes';
import { MEETING_API } from './meeting-routes';

describe('fillPath', () => {
  it('fills named segments', () => {
    expect(fillPath('/advisor/:slug', { slug: 'jane-doe' })).toBe('/advisor/jane-doe');
    expect(
      fillPath('/leaveareview/:advisorId/:consumerId', { advisorId: 'a', consumerId: 'c' }),
    ).toBe('/leaveareview/a/c');
  });

  it('encodes parameter values', () => {
    expect(fillPath('/advisor/:slug', { slug: 'a b/c?d' })).toBe('/advisor/a%20b%2Fc%3Fd');
  });

  it('fills an optional segment when given', () => {
    expect(
      fillPath('/s/:urlState/:singleFilter?', { urlState: 'new-york', singleFilter: 'tax' }),
    ).toBe('/s/new-york/tax');
  });

  it('drops a trailing optional segment that is not given', () => {
    expect(fillPath('/s/:urlState/:singleFilter?', { urlState: 'new-york' })).toBe('/s/new-york');
    expect(fillPath('/theplan-terms/:slugOrThePlanDetailId?', {})).toBe('/theplan-terms');
  });

  it('keeps a path without parameters and never answers empty text', () => {
    expect(fillPath('/advisors', {})).toBe('/advisors');
    expect(fillPath('/', {})).toBe('/');
    expect(fillPath('/:slug?', {})).toBe('/');
  });

  it('does not read dollar patterns in values as replacement syntax', () => {
    expect(fillPath('/advisor/:slug', { slug: '$&' })).toBe('/advisor/%24%26');
  });
});

describe('PAGE_PATTERNS and API_PATTERNS', () => {
  it('write parameterised paths as router patterns', () => {
    expect(PAGE_PATTERNS.advisor).toBe('/advisor/:slug');
    expect(PAGE_PATTERNS.compliance).toBe('/documents/:slug');
    expect(API_PATTERNS.featureFlag).toBe('/api/system/feature/:name');
  });
});

describe('PAGES', () => {
  it.each([
    ['home', '/'],
    ['advisors', '/advisors'],
    ['moneyTools', '/money-tools'],
    ['contact', '/contact'],
    ['about', '/about'],
    ['booked', '/booked'],
    ['terms', '/terms'],
    ['privacy', '/privacy'],
    ['nonUs', '/non-us'],
    ['recruit', '/recruit'],
    ['affiliates', '/affiliates'],
    ['thePlan', '/the-plan'],
    ['services', '/services'],
    ['apply', '/apply'],
    ['register', '/register'],
    ['registerAffiliate', '/register?affiliate=true'],
    ['hourlyAdvisors', '/hourly-financial-advisors'],
    ['flatFeePlanners', '/flat-fee-financial-planners'],
    ['notFound', '/not-found'],
    ['error', '/error'],
    ['accountRoot', '/account'],
    ['advisorRoot', '/dashboard'],
    ['adminRoot', '/admin'],
  ] as const)('%s is %s', (name, path) => {
    expect(PAGES[name]).toBe(path);
  });

  it.each([
    ['login', '/authentication/login'],
    ['loginFailed', '/authentication/login-failed'],
    ['loginCallback', '/authentication/login-callback'],
    ['profile', '/authentication/profile'],
    ['logout', '/authentication/logout'],
    ['logoutCallback', '/authentication/logout-callback'],
    ['loggedOut', '/authentication/logged-out'],
  ] as const)('authentication route %s is %s', (name, path) => {
    expect(PAGES[name]).toBe(path);
  });

  it('builds an advisor profile path from the slug', () => {
    expect(PAGES.advisor('jane-doe')).toBe('/advisor/jane-doe');
  });

  it('encodes characters that would break the advisor path', () => {
    expect(PAGES.advisor('jane doe/x')).toBe('/advisor/jane%20doe%2Fx');
  });

  it('builds a compliance document path from the slug', () => {
    expect(PAGES.compliance('form-crs')).toBe('/documents/form-crs');
    expect(PAGES.compliance('a?b')).toBe('/documents/a%3Fb');
  });
});

describe('HOME_ANCHORS', () => {
  it('uses the landing page anchors of docs/product.md#frame', () => {
    expect(HOME_ANCHORS).toEqual({
      home: 'home',
      howItWorks: 'howitworks',
      pricing: 'pricing',
      experts: 'experts',
    });
  });
});

describe('LOGOUT_LOCAL_URL', () => {
  it('is the logout route with the local flag', () => {
    expect(LOGOUT_LOCAL_URL).toBe('/authentication/logout?local=true');
  });
});

describe('isHistoryExcluded', () => {
  it('excludes exactly the authentication area and register', () => {
    expect(HISTORY_EXCLUDED_PREFIXES).toEqual(['/authentication/', '/register']);
  });

  it.each([
    '/authentication/login',
    '/authentication/login-failed',
    '/authentication/login-callback',
    '/authentication/profile',
    '/authentication/logout',
    '/authentication/logout-callback',
    '/authentication/logged-out',
  ])('excludes %s', (path) => {
    expect(isHistoryExcluded(path)).toBe(true);
  });

  it.each([
    '/register',
    '/register/',
    '/register?affiliate=true',
    '/register#top',
    '/authentication/login-callback?code=abc&state=xyz',
    '/authentication/logout?local=true',
    LOGOUT_LOCAL_URL,
    PAGES.registerAffiliate,
  ])('excludes %s with its query, hash or trailing slash', (path) => {
    expect(isHistoryExcluded(path)).toBe(true);
  });

  it.each([
    '/',
    '/advisors',
    '/advisor/jane-doe',
    '/account',
    '/admin/users',
    '/registered',
    '/register-advisor',
    '/authentication',
    '/authentications/login',
    '/advisors?next=/authentication/login',
    '/account#/register',
    '/services/register',
  ])('keeps %s', (path) => {
    expect(isHistoryExcluded(path)).toBe(false);
  });
});

describe('API', () => {
  it('uses the docs/product.md#api system and public paths', () => {
    expect(API.appInfo).toBe('/api/system/app-info');
    expect(API.systemKeys).toBe('/api/system/system-keys');
    expect(API.logError).toBe('/api/system/log-error');
    expect(API.dashboard).toBe('/api/home/dashboard');
    expect(API.basicComplianceDocuments).toBe('/api/home/get-basic-compliance-documents');
    expect(API.becomeAffiliate).toBe('/api/home/become-affiliate');
    expect(API.seoData).toBe('/api/home/seodata');
    expect(API.activeUser).toBe('/api/account/user');
    expect(API.health).toBe('/api/health');
  });

  it('builds the review paths with and without the meeting', () => {
    expect(PAGES.leaveReview('a1', 'c1', 'e1')).toBe('/leaveareview/a1/c1/e1');
    expect(PAGES.leaveReview('a1', 'c1')).toBe('/leaveareview/a1/c1');
    expect(MEETING_API.reviewInvitation('a1', 'c1')).toBe('/api/reviews/invitation/a1/c1');
  });

  it('keeps every meeting API path absolute under /api/', () => {
    for (const value of Object.values(MEETING_API)) {
      const path =
        typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value;
      expect(path.startsWith('/api/')).toBe(true);
    }
  });

  it('builds the feature flag path from the flag name', () => {
    expect(API.featureFlag('TheOngoing')).toBe('/api/system/feature/TheOngoing');
    expect(API.featureFlag('a/b')).toBe('/api/system/feature/a%2Fb');
  });

  it('keeps every API path absolute under /api/, except the sign-in settings of docs/product.md#sign-in', () => {
    for (const [name, value] of Object.entries(API)) {
      const path =
        typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value;
      if (name === 'signInSettings') expect(path).toBe('/_configuration/x');
      else expect(path.startsWith('/api/')).toBe(true);
    }
  });
});

describe('isOpenInStaging', () => {
  it('opens only the root and the authentication pages', () => {
    expect(isOpenInStaging('/')).toBe(true);
    expect(isOpenInStaging('/authentication/login?returnUrl=%2F')).toBe(true);
    expect(isOpenInStaging('/advisors')).toBe(false);
    expect(isOpenInStaging('/account')).toBe(false);
    expect(isOpenInStaging('/authenticationx')).toBe(false);
  });
});
