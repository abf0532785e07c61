// The home page (docs/product.md#public-site), every section in order, fed by the dashboard data.
import type { ReactNode } from 'react';
import { useDashboard, useFeatureFlag, useSeoData } from '../../api/home';
import { BrowseSection } from './browse-section';
import { ExpertsSection } from './experts-section';
import { FaqSection } from './faq-section';
import { HelpSection } from './help-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PhilosophySection } from './philosophy-section';
import { PricingSection } from './pricing-section';
import { PromiseSection } from '../../features/marketing/promise-section';
import { TestimonialsSection } from './testimonials-section';

export interface HomeContentProps {
  /** Overrides the hero title (affiliate landing pages reuse this page). */
  title?: string;
  /** On the hero, under its actions: the affiliate disclaimer. */
  heroNotice?: ReactNode;
  /** Right after the hero: the affiliate's blurb. */
  afterHero?: ReactNode;
}

export function HomeContent({ title, heroNotice, afterHero }: HomeContentProps) {
  const dashboard = useDashboard();
  const seoData = useSeoData();
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  const data = dashboard.data;

  return (
    <>
      <HeroSection title={title} data={data} notice={heroNotice} />
      {afterHero}
      <HelpSection />
      <ExpertsSection
        data={data}
        ongoingShown={ongoingEnabled}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <HowItWorksSection />
      <TestimonialsSection data={data} />
      <PhilosophySection />
      <PricingSection data={data} ongoingEnabled={ongoingEnabled} />
      <PromiseSection />
      <FaqSection />
      <BrowseSection states={data?.states ?? []} specialities={seoData.data ?? []} />
    </>
  );
}

export default function HomePage() {
  return <HomeContent />;
}
