import { describe, expect, it } from 'vitest';
import { headTags } from './html-template';

describe('headTags', () => {
  it('writes title and description, escaped', () => {
    const tags = headTags({ title: 'A & B <c>', description: 'Say "hi"' });
    expect(tags).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(tags).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(tags).not.toContain('canonical');
  });

  it('makes the canonical, Open Graph and image URLs absolute on the public origin', () => {
    const tags = headTags(
      {
        title: 'Thomas Nguyen',
        description: 'Profile',
        canonicalPath: '/advisor/thomas-nguyen',
        ogType: 'profile',
        image: '/avatars/thomas-nguyen.svg',
      },
      'https://www.example.test',
    );
    expect(tags).toContain(
      '<link rel="canonical" href="https://www.example.test/advisor/thomas-nguyen" />',
    );
    expect(tags).toContain(
      '<meta property="og:url" content="https://www.example.test/advisor/thomas-nguyen" />',
    );
    expect(tags).toContain('<meta property="og:type" content="profile" />');
    expect(tags).toContain('<meta property="og:title" content="Thomas Nguyen" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://www.example.test/avatars/thomas-nguyen.svg" />',
    );
  });

  it('writes structured data that cannot close its script element', () => {
    const tags = headTags({
      title: 't',
      description: 'd',
      jsonLd: [{ '@type': 'Person', name: '</script><script>alert(1)</script>' }],
    });
    expect(tags).toContain('<script type="application/ld+json">');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)![1]!;
    expect(JSON.parse(json)).toEqual({
      '@type': 'Person',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('keeps pages that should not be indexed out of search engines', () => {
    const tags = headTags({ title: 't', description: 'd', noIndex: true, canonicalPath: '/x' });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });
});
