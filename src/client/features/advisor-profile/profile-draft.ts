// The editor's draft of the profile (docs/product.md#profile-editor): the stored values as the form
// holds them (prices in dollars, choices as strings), the body it sends, and the public profile the
// preview shows while the advisor types.
import type {
  AdvisorProfileEditInput,
  AdvisorProfileEditor,
  AdvisorProfileValues,
} from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import { DEFAULT_LANGUAGES } from '../../../shared/advisor-search-filters';

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  certifications: string;
  title: string;
  bio: string;
  longBio: string;
  personalBio: string;
  specialityIds: string[];
  clientTypeIds: string[];
  /** Null until the advisor chooses: nothing is assumed. */
  homeState: string | null;
  city: string;
  firmName: string;
  states: string[];
  languages: string[];
  businessModel: string;
  crdNumber: string;
  /** Whole dollars as typed; NaN while the box is empty. */
  hourDollars: number;
  planDollars: number;
  ongoingDollars: number;
}

export function draftOf(values: AdvisorProfileValues): ProfileDraft {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    certifications: values.certifications,
    title: values.title,
    bio: values.bio,
    longBio: values.longBio,
    personalBio: values.personalBio,
    specialityIds: values.specialityIds.map(String),
    clientTypeIds: values.clientTypeIds.map(String),
    homeState: values.homeState,
    city: values.city,
    firmName: values.firmName,
    states: [...values.states],
    languages: [...(values.languages ?? DEFAULT_LANGUAGES)],
    businessModel: values.businessModel,
    crdNumber: values.crdNumber,
    hourDollars: values.hourlyRateCents / 100,
    planDollars: values.planPriceCents / 100,
    ongoingDollars: values.ongoingPriceCents / 100,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The body the shared schema checks and the server receives. */
export function bodyOf(draft: ProfileDraft): AdvisorProfileEditInput {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    certifications: draft.certifications,
    title: draft.title,
    bio: draft.bio,
    longBio: draft.longBio,
    personalBio: draft.personalBio,
    specialityIds: draft.specialityIds.map(Number),
    clientTypeIds: draft.clientTypeIds.map(Number),
    homeState: draft.homeState ?? '',
    city: draft.city,
    firmName: draft.firmName,
    states: draft.states,
    languages: draft.languages,
    businessModel: draft.businessModel,
    crdNumber: draft.crdNumber,
    hourlyRateCents: cents(draft.hourDollars),
    planPriceCents: cents(draft.planDollars),
    ongoingPriceCents: cents(draft.ongoingDollars),
  };
}

/** Whether the draft differs from what is stored (order of choices aside). */
export function isChanged(draft: ProfileDraft, values: AdvisorProfileValues): boolean {
  const stored = draftOf(values);
  return (Object.keys(stored) as (keyof ProfileDraft)[]).some((key) => {
    const a = draft[key];
    const b = stored[key];
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length !== b.length || [...a].sort().join() !== [...b].sort().join();
    }
    if (typeof a === 'number' && typeof b === 'number') {
      return !(a === b || (Number.isNaN(a) && Number.isNaN(b)));
    }
    return a !== b;
  });
}

const priceOr = (dollars: number, fallback: number) =>
  Number.isFinite(dollars) ? cents(dollars) : fallback;

/**
 * The public profile as it would read with the draft saved: names, title, bio, where they are based,
 * choices, states and prices from the draft; the rest (rating, availability) as it stands.
 */
export function previewOf(
  editor: AdvisorProfileEditor,
  draft: ProfileDraft,
  photoUrl?: string,
): AdvisorProfile {
  const { profile, choices } = editor;
  const titled = (ids: string[], list: { id: number; title: string }[]) =>
    ids.flatMap((id) => {
      const found = list.find((choice) => String(choice.id) === id);
      return found ? [{ slug: String(found.id), title: found.title }] : [];
    });
  const model = findBusinessModel(draft.businessModel);
  return {
    ...profile,
    firstName: draft.firstName.trim() || profile.firstName,
    lastName: draft.lastName.trim() || profile.lastName,
    certifications: draft.certifications.trim(),
    title: draft.title.trim(),
    bio: draft.bio,
    longBio: draft.longBio,
    personalBio: draft.personalBio,
    profilePicUrl: photoUrl ?? profile.profilePicUrl,
    homeState: draft.homeState,
    city: draft.city.trim() || null,
    firmName: draft.firmName.trim() || null,
    states: [...draft.states].sort(),
    languages: draft.languages,
    specialities: titled(draft.specialityIds, choices.specialities),
    enjoysWorkingWith: titled(draft.clientTypeIds, choices.clientTypes),
    businessModel: { slug: draft.businessModel, title: model?.title ?? draft.businessModel },
    crdNumber: draft.crdNumber || null,
    hourlyRate: priceOr(draft.hourDollars, profile.hourlyRate),
    planPrice: priceOr(draft.planDollars, profile.planPrice),
    ongoingPrice: priceOr(draft.ongoingDollars, profile.ongoingPrice),
    offers: {
      plan: profile.offers.plan === null ? null : priceOr(draft.planDollars, profile.planPrice),
      ongoing:
        profile.offers.ongoing === null
          ? null
          : priceOr(draft.ongoingDollars, profile.ongoingPrice),
    },
  };
}
