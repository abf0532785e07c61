// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_URLS_KEPT, STORAGE_KEYS } from '../../shared/constants';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { utmFromSearch } from '../../shared/campaign';
import { readUtmData, saveUtmData } from './utm';
import {
  previousUrl,
  readLastUrls,
  readReturnUrl,
  rememberVisitedUrl,
  saveReturnUrl,
  takeReturnUrl,
} from './url-history';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { SITE_PAGES } from '../../shared/routes/site';

beforeEach(() => window.localStorage.clear());

describe('utm tracking', () => {
  it('keeps only the five UTM parameters that have a value', () => {
    expect(
      utmFromSearch('?utm_source=news&utm_medium=&utm_campaign=spring&gclid=1&utm_term=%20'),
    ).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
  });

  it('saves when nothing is stored and a parameter has a value', () => {
    expect(saveUtmData('?utm_source=podcast&utm_content=ad-1')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.utmData) ?? '')).toEqual({
      utm_source: 'podcast',
      utm_content: 'ad-1',
    });
    expect(readUtmData()).toEqual({ utm_source: 'podcast', utm_content: 'ad-1' });
  });

  it('never overwrites data already stored', () => {
    saveUtmData('?utm_source=first');
    expect(saveUtmData('?utm_source=second&utm_medium=email')).toBe(false);
    expect(readUtmData()).toEqual({ utm_source: 'first' });
  });

  it('saves nothing when no parameter has a value', () => {
    expect(saveUtmData('?utm_source=&page=2')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.utmData)).toBeNull();
  });

  it('reads null when nothing or something unreadable is stored', () => {
    expect(readUtmData()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.utmData, '{not json');
    expect(readUtmData()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.utmData, '["a"]');
    expect(readUtmData()).toBeNull();
  });
});

describe('return URL', () => {
  it('stores a local path and reads it back once with take', () => {
    saveReturnUrl('/advisor/jane-doe?tab=reviews');
    expect(readReturnUrl()).toBe('/advisor/jane-doe?tab=reviews');
    expect(takeReturnUrl()).toBe('/advisor/jane-doe?tab=reviews');
    expect(readReturnUrl()).toBeNull();
  });

  it('ignores authentication pages, register and other sites', () => {
    saveReturnUrl(AUTH_PAGES.login);
    saveReturnUrl(AUTH_PAGES.registerAffiliate);
    saveReturnUrl('https://evil.test/');
    saveReturnUrl('//evil.test/');
    expect(readReturnUrl()).toBeNull();
  });
});

describe('last visited URLs', () => {
  it(`keeps the last ${LAST_URLS_KEPT}, newest first`, () => {
    rememberVisitedUrl('/');
    rememberVisitedUrl(ADVISOR_PAGES.search);
    rememberVisitedUrl('/advisor/jane-doe');
    expect(readLastUrls()).toEqual(
      ['/advisor/jane-doe', ADVISOR_PAGES.search].slice(0, LAST_URLS_KEPT),
    );
    expect(previousUrl()).toBe(ADVISOR_PAGES.search);
  });

  it('skips authentication pages and register (docs/product.md#sign-in)', () => {
    rememberVisitedUrl(SITE_PAGES.about);
    rememberVisitedUrl(AUTH_PAGES.login);
    rememberVisitedUrl(AUTH_PAGES.loginCallback);
    rememberVisitedUrl(AUTH_PAGES.register);
    rememberVisitedUrl(AUTH_PAGES.registerAffiliate);
    expect(readLastUrls()).toEqual([SITE_PAGES.about]);
  });

  it('counts a reload of the same URL once', () => {
    rememberVisitedUrl('/');
    rememberVisitedUrl(SITE_PAGES.about);
    rememberVisitedUrl(SITE_PAGES.about);
    expect(readLastUrls()).toEqual([SITE_PAGES.about, '/']);
  });

  it('survives unreadable stored history', () => {
    window.localStorage.setItem(STORAGE_KEYS.lastUrls, 'oops');
    expect(readLastUrls()).toEqual([]);
    rememberVisitedUrl('/');
    expect(readLastUrls()).toEqual(['/']);
  });
});
