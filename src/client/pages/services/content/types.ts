// The shape of a services landing page's words. Content files hold plain strings (numbers from
// the constants, links built with the route helpers); service-template.tsx lays them out.
import type { HeroFact } from '../../../ui/page-hero';
import type { OfferId } from '../../../features/marketing/offers';

export interface LinkItem {
  label: string;
  to: string;
}

export interface TextCard {
  title: string;
  text: string;
  /** A badge such as 'Week 1' on a step. */
  marker?: string;
}

interface BlockHeading {
  eyebrow?: string;
  /** Unique on the page: it also names the section for screen readers. */
  title: string;
  intro?: string;
}

export type ContentBlock =
  | (BlockHeading & {
      kind: 'prose';
      paragraphs: readonly string[];
      aside?: { title: string; items: readonly string[] };
    })
  | (BlockHeading & { kind: 'cards'; items: readonly TextCard[]; columns?: 2 | 3 | 4 })
  | (BlockHeading & { kind: 'steps'; items: readonly TextCard[]; columns?: 2 | 3 | 4 })
  | (BlockHeading & {
      kind: 'fit';
      good: { title: string; items: readonly string[] };
      notFit: { title: string; items: readonly string[] };
    })
  | (BlockHeading & {
      kind: 'table';
      columns: readonly string[];
      rows: readonly { label: string; cells: readonly string[] }[];
      highlight?: number;
    })
  | (BlockHeading & { kind: 'links'; links: readonly LinkItem[] })
  /** The four promises of the home page (money back, free reschedule, no sales pitch, vetting). */
  | { kind: 'promise' };

export interface ServicePageContent {
  hero: {
    eyebrow: string;
    /** The page's h1: different on every page. */
    title: string;
    lead: string;
    primary: LinkItem;
    secondary?: LinkItem;
    /** Key numbers beside the copy, for pages that are not about one offering. */
    facts?: readonly HeroFact[];
  };
  /** The offering the page is about: its live price and contents fill the hero's side. */
  offer?: OfferId;
  blocks: readonly ContentBlock[];
  /** Heading of the section that lists the offerings with their prices. */
  offers: { eyebrow?: string; title: string; intro?: string };
  faq: readonly { question: string; answer: string }[];
  cta: { title: string; text: string; action: LinkItem };
}
