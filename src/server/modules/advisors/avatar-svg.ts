// Profile pictures that need no network or stored files: a deterministic SVG portrait
// placeholder per advisor, served by the server at /avatars/{slug}.svg.
import { hashSeed } from '../../db/seed/prng';
import { ADVISOR_PAGE_PATTERNS } from '../../../shared/routes/advisors';
import { fillPath } from '../../../shared/routes/fill-path';
import { escapeHtml } from '../../html/escape-html';

export function avatarUrlFor(slug: string): string {
  return fillPath(ADVISOR_PAGE_PATTERNS.avatar, { file: `${slug}.svg` });
}

export interface AvatarSeed {
  firstName: string;
  lastName: string;
  slug: string;
}

interface AvatarPalette {
  from: string;
  to: string;
  /** Colour of the initials, dark enough to read on the silhouette. */
  ink: string;
}

// Soft, muted pairs that sit well beside each other in a grid of advisor cards.
const PALETTES: readonly AvatarPalette[] = [
  { from: '#dbeafe', to: '#93c5fd', ink: '#1e3a8a' },
  { from: '#d1fae5', to: '#6ee7b7', ink: '#065f46' },
  { from: '#ede9fe', to: '#c4b5fd', ink: '#4c1d95' },
  { from: '#fee2e2', to: '#fca5a5', ink: '#7f1d1d' },
  { from: '#fef3c7', to: '#fcd34d', ink: '#78350f' },
  { from: '#cffafe', to: '#67e8f9', ink: '#164e63' },
  { from: '#fce7f3', to: '#f9a8d4', ink: '#831843' },
  { from: '#e0e7ff', to: '#a5b4fc', ink: '#312e81' },
  { from: '#e7f0ea', to: '#a7c4b5', ink: '#1f3d2f' },
  { from: '#f5f5f4', to: '#d6d3d1', ink: '#292524' },
];

/** First letter of each name, skipping leading punctuation ("O'Connell" → "O"). */
export function initialsOf(firstName: string, lastName: string): string {
  const initial = (name: string) => Array.from(name.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '';
  return `${initial(firstName)}${initial(lastName)}`.toLocaleUpperCase('en-US');
}

export function renderAvatarSvg(seed: AvatarSeed): string {
  const palette = PALETTES[hashSeed(seed.slug) % PALETTES.length] ?? PALETTES[0]!;
  const name = escapeHtml(`${seed.firstName} ${seed.lastName}`.trim());
  const initials = escapeHtml(initialsOf(seed.firstName, seed.lastName));
  // Ids are scoped by slug so several of these can be inlined in one page without clashing.
  const key = seed.slug.replace(/[^a-z0-9-]/gi, '') || 'advisor';
  const gradient = `avatar-bg-${key}`;
  const titleId = `avatar-title-${key}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${name}</title>`,
    '<defs>',
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${palette.from}"/>`,
    `<stop offset="1" stop-color="${palette.to}"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="400" height="400" fill="url(#${gradient})"/>`,
    '<circle cx="200" cy="152" r="118" fill="#ffffff" fill-opacity="0.18"/>',
    '<g fill="#ffffff" fill-opacity="0.88">',
    '<circle cx="200" cy="150" r="70"/>',
    '<path d="M176 210h48v34h-48z"/>',
    '<path d="M48 400c0-92 62-160 152-160s152 68 152 160z"/>',
    '</g>',
    `<text x="200" y="344" text-anchor="middle" font-family="'Inter','Helvetica Neue',Arial,sans-serif" font-size="60" font-weight="600" letter-spacing="4" fill="${palette.ink}">${initials}</text>`,
    '</svg>',
  ].join('');
}
