// The affiliate's own words on their landing page (docs/product.md#affiliates): the hero's title
// and a blurb under it; empty fields bring back the home page's.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { DEFAULT_HERO_TITLE } from '../../../shared/constants';
import { affiliateLandingTextSchema } from '../../../shared/contracts/affiliates';
import type { ShareSummary } from '../../../shared/contracts/affiliates';
import { LIMITS } from '../../../shared/limits';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { useSaveLandingText } from '../../api/affiliates';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import classes from './share.module.css';

const FIELDS = ['heroTitle', 'blurb'] as const;

export function LandingWordsForm({ share }: { share: ShareSummary }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(affiliateLandingTextSchema, FIELDS, formRef);
  const save = useSaveLandingText();
  const notify = useNotifications();
  const [heroTitle, setHeroTitle] = useState(share.heroTitle);
  const [blurb, setBlurb] = useState(share.blurb);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate({ heroTitle, blurb });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => notify.successTag('Your landing page is saved.'),
      onError: (error) => form.refused(error),
    });
  };

  return (
    <section className={classes.card} aria-labelledby="share-landing-title">
      <h2 id="share-landing-title" className={classes.cardTitle}>
        Your landing page
      </h2>
      <p className={classes.note}>
        Your link opens our home page with your title and note. It always says you are our affiliate
        and that we pay you for referrals.{' '}
        <Anchor href={AFFILIATE_PAGES.link(share.slug)} target="_blank" rel="noopener">
          See your page
        </Anchor>
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className={classes.form}>
        <TextInput
          name="heroTitle"
          label="Title"
          description={`Leave empty for “${DEFAULT_HERO_TITLE}”.`}
          placeholder={DEFAULT_HERO_TITLE}
          maxLength={LIMITS.affiliateHeroTitle.max}
          value={heroTitle}
          onChange={(event) => {
            setHeroTitle(event.currentTarget.value);
            form.recheck({ heroTitle: event.currentTarget.value, blurb });
          }}
          error={form.error('heroTitle')}
        />
        <Textarea
          name="blurb"
          label="A note from you"
          description={`Optional, up to ${LIMITS.affiliateBlurb.max} characters (${blurb.length} now).`}
          autosize
          minRows={3}
          maxLength={LIMITS.affiliateBlurb.max}
          value={blurb}
          onChange={(event) => {
            setBlurb(event.currentTarget.value);
            form.recheck({ heroTitle, blurb: event.currentTarget.value });
          }}
          error={form.error('blurb')}
        />
        {form.problem && (
          <Alert color="red" variant="light" role="alert">
            {form.problem}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save landing page
          </Button>
        </div>
      </form>
    </section>
  );
}
