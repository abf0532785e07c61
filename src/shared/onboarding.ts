// Rules and words of becoming an advisor (docs/product.md#becoming-an-advisor), shared by the
// server and the pages.

/** How long an invitation link works; a resend starts the time again. */
export const INVITATION_VALID_DAYS = 14;

/**
 * What a new advisor row starts with until the advisor edits their profile. Where they are based
 * is never assumed: accepting the invitation asks for it.
 */
export const NEW_ADVISOR_DEFAULTS = {
  title: 'Financial Advisor',
  businessModel: 'hourly-planners',
} as const;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const DISCLOSURE_KINDS = ['adv', 'crs'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

export const DISCLOSURE_TITLES: Record<DisclosureKind, string> = {
  adv: 'Form ADV Part 2A',
  crs: 'Form CRS',
};

/** The first-run checklist on Advisor Home, in the order it is shown. */
export const CHECKLIST_ITEMS = [
  'profile',
  'photo',
  'offerings',
  'availability',
  'disclosures',
] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number];

export const CHECKLIST_TITLES: Record<ChecklistItemKey, { title: string; hint: string }> = {
  profile: {
    title: 'Write your profile',
    hint: 'Where you are based (state, city and firm), your bio bullet points and your longer story, as clients will read them.',
  },
  photo: { title: 'Add your photo', hint: 'A clear, friendly head-and-shoulders photo.' },
  offerings: {
    title: 'Review your prices',
    hint: 'Check the price of The Hour, The Plan and The Ongoing, then confirm or change them.',
  },
  availability: {
    title: 'Set your weekly hours',
    hint: 'The hours in which clients may book The Hour with you.',
  },
  disclosures: {
    title: 'Upload your disclosures',
    hint: 'Your own Form ADV Part 2A and Form CRS, as PDF files.',
  },
};

/** The parts of the profile the checklist's first item needs, named as the checklist lists them. */
export const PROFILE_PARTS = {
  homeState: 'home state',
  city: 'city',
  firmName: 'firm',
  bio: 'bio lines',
  longBio: 'longer story',
} as const;
export type ProfilePart = keyof typeof PROFILE_PARTS;
export const PROFILE_PART_KEYS = Object.keys(PROFILE_PARTS) as [ProfilePart, ...ProfilePart[]];

/** 'Still to add: home state, city and firm.' */
export function missingPartsSentence(parts: readonly ProfilePart[]): string {
  const names = parts.map((part) => PROFILE_PARTS[part]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `Still to add: ${list}.`;
}

export const ONBOARDING_MESSAGES = {
  invitationNotFound: 'This invitation link is not valid. Check that you copied all of it.',
  invitationExpired:
    'This invitation has expired. Ask us to send you a new one and use the newest email.',
  invitationRevoked: 'This invitation was withdrawn. Contact us if you think this is a mistake.',
  invitationAccepted: 'This invitation has already been accepted.',
  acceptedByOther: 'This invitation was accepted by another account.',
  wrongAccount: (emailHint: string) =>
    `This invitation was sent to ${emailHint}. Sign in with that address to accept it.`,
  alreadyAdvisor: 'Your account already has an advisor profile.',
  emailInvited: 'This address already has a pending invitation. Resend it instead.',
  emailIsAdvisor: 'This address already belongs to an advisor.',
  notPending: 'Only a pending invitation can be resent or withdrawn.',
  checklistIncomplete: 'Finish every item of the checklist before sending it for review.',
  alreadyApproved: 'This advisor is already approved.',
  notApproved: 'Approve this advisor before listing them.',
  notChecked: 'Check the CRD record and the Form ADV on file before approving.',
  notPdf: 'The file must be a PDF.',
  emptyFile: 'The file is empty.',
  tooLarge: (megabytes: number) => `The file must be at most ${megabytes} MB.`,
  noDisclosure: 'No file of this kind has been uploaded.',
} as const;

/** 'j•••@example.com': enough to recognise one's own address, not enough to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** 'jane-doe' from 'Jane', 'Doe', keeping letters and digits only. */
export function slugFromName(firstName: string, lastName: string): string {
  const base = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `advisor-${base || 'new'}`;
}
