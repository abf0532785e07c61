// An affiliate's landing page /r/{slug} (docs/product.md#affiliates): the home page with the
// affiliate's hero title, the affiliate disclaimer on the hero and their blurb. It keeps the link's
// campaign data as a campaign address would (docs/product.md#campaign-tracking), so an account
// opened from here is credited to the affiliate. An unknown slug never gets here: the loader
// answers 404 first.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { affiliateCampaign } from '../../../shared/contracts/affiliates';
import type { AffiliateLanding } from '../../../shared/contracts/affiliates';
import type { HeadContext, PageHead } from '../../document-head';
import {
  AffiliateBlurb,
  AffiliateDisclaimer,
} from '../../features/affiliates/affiliate-disclaimer';
import { affiliateLandingKey, useAffiliateLanding } from '../../features/affiliates/landing-query';
import { saveUtmData } from '../../tracking/utm';
import { homeHead } from './home-head';
import { HomeContent } from './home-page';

export function head(context: HeadContext): PageHead {
  const slug = context.params.slug ?? '';
  const landing = context.queryClient.getQueryData<AffiliateLanding>(affiliateLandingKey(slug));
  // The home page's content under another title: the home page stays the one to index.
  return {
    ...homeHead(context, landing?.heroTitle),
    noIndex: true,
    campaign: landing ? affiliateCampaign(landing.slug) : undefined,
  };
}

export default function AffiliateLandingPage() {
  const slug = useParams().slug ?? '';
  const landing = useAffiliateLanding(slug).data;
  const linkSlug = landing?.slug;

  useEffect(() => {
    if (linkSlug) saveUtmData(`?${new URLSearchParams(affiliateCampaign(linkSlug)).toString()}`);
  }, [linkSlug]);

  return (
    <HomeContent
      title={landing?.heroTitle}
      heroNotice={landing && <AffiliateDisclaimer name={landing.name} />}
      afterHero={landing && <AffiliateBlurb name={landing.name} blurb={landing.blurb} />}
    />
  );
}
