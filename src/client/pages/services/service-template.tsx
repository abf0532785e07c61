// Lays out a services landing page from its content: hero, the content blocks on alternating
// backgrounds, the offerings with live prices, the FAQ and a closing call to action.
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardData } from '../../../shared/contracts/home';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useDashboard, useFeatureFlag } from '../../api/home';
import { CardGrid } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { FaqList } from '../../ui/faq-list';
import { PriceRange } from '../../ui/money';
import { HeroFacts, HeroLink, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import type { SectionProps } from '../../ui/section';
import { AsidePanel, Prose, SplitLayout } from '../../ui/split-layout';
import { PromiseSection } from '../../features/marketing/promise-section';
import { ComparisonTable } from './comparison-table';
import type { ContentBlock, ServicePageContent } from './content/types';
import { OFFERS, offerPrice } from '../../features/marketing/offers';
import type { OfferId } from '../../features/marketing/offers';
import { ServiceLinks } from './service-links';
import { ServiceOffers } from './service-offers';
import classes from './service-template.module.css';

type Tone = NonNullable<SectionProps['tone']>;
type HeadedBlock = Exclude<ContentBlock, { kind: 'promise' }>;

function BlockBody({ block }: { block: HeadedBlock }) {
  switch (block.kind) {
    case 'prose':
      if (!block.aside) {
        return (
          <Prose>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        );
      }
      return (
        <SplitLayout
          aside={
            <AsidePanel title={block.aside.title} tone="accent">
              <CheckList items={block.aside.items} />
            </AsidePanel>
          }
        >
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </SplitLayout>
      );
    case 'cards':
      return <CardGrid items={block.items} columns={block.columns} />;
    case 'steps':
      return <CardGrid items={block.items} columns={block.columns} numbered />;
    case 'fit':
      return (
        <div className={classes.fit}>
          <AsidePanel title={block.good.title} tone="accent">
            <CheckList items={block.good.items} />
          </AsidePanel>
          <AsidePanel title={block.notFit.title}>
            <CheckList items={block.notFit.items} variant="cross" />
          </AsidePanel>
        </div>
      );
    case 'table':
      return (
        <ComparisonTable
          caption={block.title}
          columns={block.columns}
          rows={block.rows}
          highlight={block.highlight}
        />
      );
    case 'links':
      return (
        <ul className={classes.links}>
          {block.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={classes.linkTile}>
                <span>{link.label}</span>
                <span aria-hidden="true" className={classes.arrow}>
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

/** The offering's price and contents, in the hero's side column. */
function OfferSummary({ id, data }: { id: OfferId; data: DashboardData | undefined }) {
  const offer = OFFERS[id];
  const range = offerPrice(data, id);
  return (
    <div className={classes.summary}>
      <p className={classes.summaryName}>{offer.name}</p>
      <p className={classes.summaryPrice}>
        {range ? (
          <PriceRange range={range} className={classes.summaryAmount} />
        ) : (
          <Skeleton height={32} width={170} radius="sm" aria-label="Loading price" />
        )}
        <span>{offer.unit}</span>
      </p>
      <p className={classes.summaryNote}>
        {offer.note ?? 'Each advisor sets their own price in this range.'}
      </p>
      <ul className={classes.summaryFeatures}>
        {offer.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Backgrounds that alternate white and warm down the page, for the blocks (true marks the shared
 * promise band, which is always white) and then the offers, FAQ and closing sections.
 */
function sectionTones(promiseAt: readonly boolean[]): Tone[] {
  const tones: Tone[] = [];
  let previous: Tone = 'warm';
  for (const fixedWhite of [...promiseAt, false, false, false]) {
    previous = fixedWhite ? 'white' : previous === 'white' ? 'warm' : 'white';
    tones.push(previous);
  }
  return tones;
}

export interface ServiceTemplateProps {
  content: ServicePageContent;
  /**
   * 'service': a /services/{slug} page, which carries the flag-dependent links of
   * docs/product.md#public-site and is the page of its offering. 'landing': a search landing page
   * that recommends its offering.
   */
  variant: 'service' | 'landing';
}

export function ServiceTemplate({ content, variant }: ServiceTemplateProps) {
  const { data } = useDashboard();
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  const { hero } = content;

  const tones = sectionTones(content.blocks.map((block) => block.kind === 'promise'));
  const [offersTone, faqTone, ctaTone] = tones.slice(content.blocks.length);

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <Button component={Link} to={hero.primary.to} size="lg" color="gold.4" c="navy.9">
              {hero.primary.label}
            </Button>
            {hero.secondary && <HeroLink to={hero.secondary.to}>{hero.secondary.label}</HeroLink>}
          </>
        }
        aside={
          content.offer ? (
            <OfferSummary id={content.offer} data={data} />
          ) : hero.facts ? (
            <HeroFacts facts={hero.facts} label="At a glance" />
          ) : undefined
        }
      />

      {content.blocks.map((block, index) => {
        if (block.kind === 'promise') return <PromiseSection key="promise" />;
        return (
          <Section
            key={block.title}
            tone={tones[index]}
            eyebrow={block.eyebrow}
            title={block.title}
            intro={block.intro}
          >
            <BlockBody block={block} />
          </Section>
        );
      })}

      <Section
        tone={offersTone}
        eyebrow={content.offers.eyebrow ?? 'Services & pricing'}
        title={content.offers.title}
        intro={content.offers.intro}
      >
        <ServiceOffers
          data={data}
          ongoingEnabled={ongoingEnabled}
          current={variant === 'service' ? content.offer : undefined}
          recommended={variant === 'landing' ? content.offer : undefined}
        />
        {variant === 'service' && <ServiceLinks ongoingEnabled={ongoingEnabled} />}
      </Section>

      <Section tone={faqTone} eyebrow="Questions" title="Frequently asked questions">
        <FaqList
          name="service-faq"
          entries={content.faq.map((entry) => ({ question: entry.question, answer: entry.answer }))}
        />
      </Section>

      <CtaBand
        tone={ctaTone === 'warm' ? 'warm' : 'white'}
        title={content.cta.title}
        text={content.cta.text}
        actions={
          <Button component={Link} to={content.cta.action.to} size="lg" color="gold.4" c="navy.9">
            {content.cta.action.label}
          </Button>
        }
        footnote={
          <>
            Have a question first? <Link to={SITE_PAGES.contact}>Contact us</Link>.
          </>
        }
      />
    </>
  );
}
