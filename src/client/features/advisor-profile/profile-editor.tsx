// The advisor's public-profile editor (docs/product.md#profile-editor): sections for the photo,
// who they are, what they help with, where they practise and their prices, checked with the same
// shared schema as the server; a live preview of the profile header and the card; one save.
import '@mantine/core/styles/Input.css';
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput, Textarea } from '@mantine/core';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import { HOUR_PRICE_DOLLARS } from '../../../shared/constants';
import {
  ADVISOR_PROFILE_FIELDS,
  PROFILE_CHOICES_MAX,
  advisorProfileEditSchema,
} from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfileEditor } from '../../../shared/contracts/advisor-profile';
import { LIMITS } from '../../../shared/limits';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { US_STATES } from '../../../shared/us-states';
import { LANGUAGES } from '../../../shared/advisor-search-filters';
import { MultiSelect, Select } from '../../ui/combobox-inputs';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useUnsavedChangesGuard } from '../../ui/form/use-unsaved-changes-guard';
import { useNotifications } from '../../ui/notifications';
import { AdvisorCard } from '../advisors/advisor-card';
import { ProfileHeader } from '../advisors/profile-header';
import { useSaveAdvisorProfile } from './advisor-profile-api';
import { EditorSection } from './parts/editor-section';
import { LocationFields } from './location-fields';
import { PhotoCropper } from './parts/photo-cropper';
import { PriceField } from './parts/price-field';
import { bodyOf, draftOf, isChanged, previewOf } from './profile-draft';
import type { ProfileDraft } from './profile-draft';
import classes from './parts/profile-editor.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';
import { THE_HOUR } from '../../../shared/offerings/the-hour';

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: state.name,
}));
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.title,
}));
const MODEL_OPTIONS = BUSINESS_MODELS.map((model) => ({ value: model.slug, label: model.title }));

function bioLineCount(bio: string): number {
  return bio.split(/\r?\n/).filter((line) => line.trim().length > 0).length;
}

export function ProfileEditor({ editor }: { editor: AdvisorProfileEditor }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(editor.values));
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(advisorProfileEditSchema, ADVISOR_PROFILE_FIELDS, formRef);
  const save = useSaveAdvisorProfile();
  const notify = useNotifications();
  const unsaved = isChanged(draft, editor.values);
  useUnsavedChangesGuard(unsaved, 'Your changes to your profile have not been saved.');
  const onPreview = useCallback((url: string | null) => setPhotoPreview(url), []);

  const change = (next: Partial<ProfileDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    form.recheck(bodyOf(updated));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = form.validate(bodyOf(draft));
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved.values));
        form.reset();
        notify.success('Your profile is saved. Your public profile and card show it now.');
      },
      onError: form.refused,
    });
  };

  const preview = previewOf(editor, draft, photoPreview ?? undefined);
  const name = `${preview.firstName} ${preview.lastName}`;
  const bioLines = bioLineCount(draft.bio);
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <div className={classes.editor}>
      <section className={classes.headerPreview} aria-labelledby="profile-preview-title">
        <div className={classes.previewBar}>
          <h2 id="profile-preview-title" className={classes.previewTitle}>
            Preview of your profile
          </h2>
          <a
            className={classes.publicLink}
            href={ADVISOR_PAGES.profile(editor.profile.slug)}
            target="_blank"
            rel="noreferrer"
          >
            Open your public profile (new tab)
          </a>
        </div>
        <ProfileHeader advisor={preview} headingLevel={3} />
      </section>

      <div className={classes.layout}>
        <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
          {form.problem && (
            <p className={classes.problem} role="alert">
              {form.problem}
            </p>
          )}
          <EditorSection
            id="profile-photo"
            title="Photo"
            lead="Shown on your card and your profile. A new photo is saved as soon as you upload it."
          >
            <PhotoCropper
              currentUrl={editor.profile.profilePicUrl}
              name={name}
              onPreview={onPreview}
            />
          </EditorSection>

          <EditorSection id="profile-about" title="About you">
            <div className={classes.pair}>
              <TextInput
                name="firstName"
                label="First name"
                required
                value={draft.firstName}
                onChange={(event) => change({ firstName: event.currentTarget.value })}
                error={form.error('firstName')}
              />
              <TextInput
                name="lastName"
                label="Last name"
                required
                value={draft.lastName}
                onChange={(event) => change({ lastName: event.currentTarget.value })}
                error={form.error('lastName')}
              />
            </div>
            <div className={classes.pair}>
              <TextInput
                name="certifications"
                label="Certifications"
                description="As you write them after your name, e.g. CFP®, CPA."
                value={draft.certifications}
                onChange={(event) => change({ certifications: event.currentTarget.value })}
                error={form.error('certifications')}
              />
              <TextInput
                name="title"
                label="Title"
                description="One line under your name, e.g. Retirement income planner."
                required
                value={draft.title}
                onChange={(event) => change({ title: event.currentTarget.value })}
                error={form.error('title')}
              />
            </div>
            <Textarea
              name="bio"
              label="Bio lines"
              description={`The bullets on your card: one per line, up to ${LIMITS.bioLines.max} lines of ${LIMITS.bioPart.max} characters. ${bioLines} of ${LIMITS.bioLines.max} lines used.`}
              autosize
              minRows={3}
              maxRows={LIMITS.bioLines.max + 2}
              value={draft.bio}
              onChange={(event) => change({ bio: event.currentTarget.value })}
              error={form.error('bio')}
            />
            <Textarea
              name="longBio"
              label="About your practice"
              description={`Your long bio on the profile: ${draft.longBio.length.toLocaleString('en-US')} of ${LIMITS.longBio.max.toLocaleString('en-US')} characters.`}
              autosize
              minRows={4}
              maxRows={12}
              value={draft.longBio}
              onChange={(event) => change({ longBio: event.currentTarget.value })}
              error={form.error('longBio')}
            />
            <Textarea
              name="personalBio"
              label="Outside work"
              description={`Your personal bio: ${draft.personalBio.length} of ${LIMITS.personalBio.max} characters.`}
              autosize
              minRows={3}
              maxRows={8}
              value={draft.personalBio}
              onChange={(event) => change({ personalBio: event.currentTarget.value })}
              error={form.error('personalBio')}
            />
          </EditorSection>

          <EditorSection
            id="profile-help"
            title="What you help with"
            lead="Clients find you by these in search. Choose from the lists our team keeps."
          >
            <MultiSelect
              name="specialityIds"
              label="Specialities"
              description={`I can help you with… (up to ${PROFILE_CHOICES_MAX})`}
              data={editor.choices.specialities.map((choice) => ({
                value: String(choice.id),
                label: choice.title,
              }))}
              searchable
              clearable
              maxValues={PROFILE_CHOICES_MAX}
              value={draft.specialityIds}
              onChange={(specialityIds) => change({ specialityIds })}
              error={form.error('specialityIds')}
              nothingFoundMessage="No speciality matches"
            />
            <MultiSelect
              name="clientTypeIds"
              label="Clients you enjoy working with"
              description={`Up to ${PROFILE_CHOICES_MAX}`}
              data={editor.choices.clientTypes.map((choice) => ({
                value: String(choice.id),
                label: choice.title,
              }))}
              searchable
              clearable
              maxValues={PROFILE_CHOICES_MAX}
              value={draft.clientTypeIds}
              onChange={(clientTypeIds) => change({ clientTypeIds })}
              error={form.error('clientTypeIds')}
              nothingFoundMessage="No client type matches"
            />
          </EditorSection>

          <EditorSection
            id="profile-where"
            title="Where you practise"
            lead="Your profile says where you are based; clients in the states you serve can book you."
          >
            <LocationFields values={draft} onChange={change} error={(field) => form.error(field)} />
            <MultiSelect
              name="states"
              label="States you serve"
              description="Clients in these states can book you."
              data={STATE_OPTIONS}
              searchable
              required
              value={draft.states}
              onChange={(states) => change({ states })}
              error={form.error('states')}
              nothingFoundMessage="No state matches"
            />
            <MultiSelect
              name="languages"
              label="Languages you advise in"
              description="Clients can search for advisors who speak their language."
              data={LANGUAGE_OPTIONS}
              searchable
              required
              value={draft.languages}
              onChange={(languages) => change({ languages })}
              error={form.error('languages')}
              nothingFoundMessage="No language matches"
            />
            <div className={classes.pair}>
              <Select
                name="businessModel"
                label="Business model"
                data={MODEL_OPTIONS}
                allowDeselect={false}
                required
                value={draft.businessModel}
                onChange={(businessModel) => change({ businessModel: businessModel ?? '' })}
                error={form.error('businessModel')}
              />
              <TextInput
                name="crdNumber"
                label="CRD number"
                description={`Your FINRA CRD number: ${LIMITS.crdNumber.min} to ${LIMITS.crdNumber.max} digits, or empty.`}
                inputMode="numeric"
                autoComplete="off"
                value={draft.crdNumber}
                onChange={(event) => change({ crdNumber: event.currentTarget.value })}
                error={form.error('crdNumber')}
              />
            </div>
          </EditorSection>

          <EditorSection
            id="profile-prices"
            title="Prices"
            lead="What clients pay you. The Plan and The Ongoing are switched on and described on the Offerings page."
          >
            <div className={classes.prices}>
              <PriceField
                name="hourlyRateCents"
                label={THE_HOUR.name}
                rule={HOUR_PRICE_DOLLARS}
                per="Per hour"
                dollars={draft.hourDollars}
                onDollars={(hourDollars) => change({ hourDollars })}
                error={form.error('hourlyRateCents')}
              />
              <PriceField
                name="planPriceCents"
                label={offeringOf('plan').name}
                rule={offeringOf('plan').price.rule}
                per="Flat fee"
                dollars={draft.planDollars}
                onDollars={(planDollars) => change({ planDollars })}
                error={form.error('planPriceCents')}
              />
              <PriceField
                name="ongoingPriceCents"
                label={offeringOf('ongoing').name}
                rule={offeringOf('ongoing').price.rule}
                per="Per month"
                dollars={draft.ongoingDollars}
                onDollars={(ongoingDollars) => change({ ongoingDollars })}
                error={form.error('ongoingPriceCents')}
              />
            </div>
          </EditorSection>

          <div className={classes.saveBar} data-sticky={unsaved || undefined}>
            {hasErrors ? (
              <p className={classes.problem} role="alert">
                Some fields need your attention. Fix the highlighted fields, then save again.
              </p>
            ) : (
              <p className={classes.status} aria-live="polite">
                {unsaved ? 'You have unsaved changes.' : 'Everything is saved.'}
              </p>
            )}
            <div className={classes.saveActions}>
              <Button
                variant="default"
                disabled={!unsaved || save.isPending}
                onClick={() => {
                  setDraft(draftOf(editor.values));
                  form.reset();
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!unsaved}>
                Save profile
              </Button>
            </div>
          </div>
        </form>

        <aside className={classes.cardPreview} aria-labelledby="card-preview-title">
          <h2 id="card-preview-title" className={classes.previewTitle}>
            Your card in search
          </h2>
          <AdvisorCard advisor={preview} ongoingShown={editor.ongoingShown} />
        </aside>
      </div>
    </div>
  );
}
