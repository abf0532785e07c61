// account/share (docs/product.md#affiliates): the affiliate's link to copy, what it brought
// (visitors and sign-ups), their earnings, their landing page's words, and how it works. Other
// account holders may become an affiliate here.
import '@mantine/core/styles/Skeleton.css';
import { useState } from 'react';
import { Skeleton } from '@mantine/core';
import { APP_NAME } from '../../../shared/constants';
import { useShare } from '../../api/affiliates';
import { useAuth } from '../../auth/auth-context';
import { AreaPage } from '../../frame/area-page';
import { MeetingListError } from '../../features/meetings/list-states';
import { BecomeAffiliate } from '../../features/affiliates/become-affiliate';
import { LandingWordsForm } from '../../features/affiliates/landing-words-form';
import { ShareEarnings } from '../../features/affiliates/share-earnings';
import { AccountNav } from './account-nav';
import { CopyLink } from '../../features/affiliates/copy-link';
import { ShareFigures } from '../../features/affiliates/share-figures';
import classes from '../../features/affiliates/share.module.css';

function HowItWorks() {
  return (
    <aside className={classes.aside} aria-labelledby="share-how-title">
      <h2 id="share-how-title" className={classes.asideTitle}>
        How it works
      </h2>
      <ol>
        <li>Share your link by email, on social media or on your website.</li>
        <li>Each time someone follows it, we count a visitor and show them our home page.</li>
        <li>
          When someone who followed it creates an account in the same browser, they count as your
          sign-up.
        </li>
        <li>Each time one of them pays for a service, you earn your fee of it.</li>
      </ol>
    </aside>
  );
}

function ShareContent() {
  const share = useShare();
  if (!share.data) {
    return share.isError ? (
      <MeetingListError
        title="Your link could not be loaded"
        text="Something went wrong on our side or with the connection. Please try again in a moment."
        onRetry={() => void share.refetch()}
        retrying={share.isFetching}
      />
    ) : (
      <div aria-busy="true" aria-label="Loading your link">
        <Skeleton height={260} radius="lg" />
      </div>
    );
  }
  const nothingYet = share.data.visitors === 0 && share.data.signUps === 0;
  return (
    <div className={classes.layout}>
      <div className={classes.stack}>
        <section className={classes.card} aria-labelledby="share-link-title">
          <h2 id="share-link-title" className={classes.cardTitle}>
            Your affiliate link
          </h2>
          <CopyLink url={share.data.url} />
          <ShareFigures share={share.data} />
          {nothingYet && (
            <p className={classes.empty}>
              No visitors yet. Share your link and the figures appear here as people follow it.
            </p>
          )}
        </section>
        <ShareEarnings earnings={share.data.earnings} />
        <LandingWordsForm share={share.data} />
      </div>
      <HowItWorks />
    </div>
  );
}

export default function SharePage() {
  const { roles } = useAuth();
  // Becoming one here works at once; the role reaches the sign-in token at its next renewal.
  const [joined, setJoined] = useState(false);
  return (
    <AreaPage
      eyebrow="My Account"
      title="Share"
      titleId="share-title"
      lead={`Your link to ${APP_NAME}, and what it brought.`}
      nav={<AccountNav />}
    >
      {roles.includes('Affiliate') || joined ? (
        <ShareContent />
      ) : (
        <BecomeAffiliate onJoined={() => setJoined(true)} />
      )}
    </AreaPage>
  );
}
