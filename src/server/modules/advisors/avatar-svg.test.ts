// @vitest-environment happy-dom
// The placeholder portraits are standalone, well-formed SVG (parsed by a real XML parser).
import { describe, expect, it } from 'vitest';
import { ADVISOR_PROFILES } from '../../db/seed/advisor-profiles';
import { avatarUrlFor, initialsOf, renderAvatarSvg } from './avatar-svg';

describe('renderAvatarSvg', () => {
  it('returns a well-formed, labelled SVG with the initials', () => {
    const svg = renderAvatarSvg({ firstName: 'James', lastName: "O'Connell", slug: 'james-o' });
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror').length).toBe(0);
    const root = parsed.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('width')).toBe('400');
    expect(root.getAttribute('height')).toBe('400');
    expect(root.getAttribute('viewBox')).toBe('0 0 400 400');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getElementsByTagName('title')[0]?.textContent).toBe("James O'Connell");
    expect(root.getElementsByTagName('text')[0]?.textContent).toBe('JO');
  });

  it('escapes names and picks colours from the slug', () => {
    const a = renderAvatarSvg({ firstName: '<Ann>', lastName: 'Lee & Co', slug: 'ann-lee' });
    expect(a).not.toContain('<Ann>');
    expect(a).toContain('&lt;Ann&gt; Lee &amp; Co');
    const b = renderAvatarSvg({ firstName: 'Ann', lastName: 'Lee', slug: 'ann-lee' });
    expect(b).toBe(renderAvatarSvg({ firstName: 'Ann', lastName: 'Lee', slug: 'ann-lee' }));
    const colours = new Set(
      ADVISOR_PROFILES.map((p) => renderAvatarSvg(p).match(/stop-color="(#[0-9a-f]{6})"/)?.[1]),
    );
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe('avatarUrlFor', () => {
  it('puts the avatar under the avatars prefix', () => {
    expect(avatarUrlFor('maya-okafor')).toBe('/avatars/maya-okafor.svg');
  });
});

describe('initialsOf', () => {
  it('skips leading punctuation and handles accented letters', () => {
    expect(initialsOf('élodie', "'t Hooft")).toBe('ÉT');
  });
});
