// The languages each demo advisor advises in, beyond English where their story gives one
// (docs/product.md#advisor-search). Advisors not listed speak English only.
import type { LanguageCode } from '../../../shared/advisor-search-filters';
import { DEFAULT_LANGUAGES } from '../../../shared/advisor-search-filters';

const SPOKEN: Readonly<Record<string, readonly LanguageCode[]>> = {
  'rachel-kowalski': ['english', 'polish'],
  'grace-park': ['english', 'korean'],
  'carlos-mendoza': ['english', 'spanish'],
  'priya-raman': ['english', 'hindi'],
  'elena-vasquez': ['english', 'spanish', 'portuguese'],
  'aisha-rahman': ['english', 'arabic'],
  'thomas-nguyen': ['english', 'vietnamese'],
  'nicole-begay': ['english', 'navajo'],
  'luis-ortega': ['english', 'spanish'],
  'daniel-kim': ['english', 'korean'],
  'ravi-patel': ['english', 'hindi'],
  'michelle-chen': ['english', 'mandarin', 'cantonese'],
  'brian-yamamoto': ['english', 'japanese'],
  'ingrid-halvorsen': ['english', 'norwegian'],
  'hannah-lindqvist': ['english', 'swedish'],
};

export function languagesOf(slug: string): LanguageCode[] {
  return [...(SPOKEN[slug] ?? DEFAULT_LANGUAGES)];
}
