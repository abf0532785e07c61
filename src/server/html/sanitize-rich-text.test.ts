import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowlist of docs/product.md#limits', () => {
    const html =
      '<b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong><strike>x</strike>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><div>d<br>e</div>';
    expect(sanitizeRichText(html)).toBe(
      '<b>b</b><i>i</i><u>u</u><em>em</em><strong>s</strong><strike>x</strike>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><div>d<br />e</div>',
    );
  });

  it('drops scripts with their content and strips other tags but keeps their text', () => {
    expect(sanitizeRichText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeRichText('<h1>Title</h1><span>text</span>')).toBe('Titletext');
    expect(sanitizeRichText('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeRichText('<iframe src="https://x.test"></iframe>ok')).toBe('ok');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<b onclick="alert(1)" style="color:red">x</b>')).toBe('<b>x</b>');
    expect(sanitizeRichText('<div style="position:fixed">x</div>')).toBe('<div>x</div>');
  });

  it('keeps only http(s) and mailto links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<b>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.test">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://a.test/">x</a>')).toBe(
      '<a href="https://a.test/">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.test">x</a>')).toBe(
      '<a href="mailto:a@b.test">x</a>',
    );
  });

  it('keeps target only as _blank, adding rel, and drops a rel of its own', () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_blank">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.test" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://a.test">x</a>',
    );
  });

  it('turns closing paragraphs, nested ones too, into line breaks', () => {
    expect(sanitizeRichText('<p>one</p><p>two</p>')).toBe('one<br />two<br />');
    expect(sanitizeRichText('<p><p onclick="x()">in</p></p>')).toBe('in<br /><br />');
  });

  it('leaves plain text as text, escaping what would be markup', () => {
    expect(sanitizeRichText('5 < 6 & "quoted"')).toBe('5 &lt; 6 &amp; "quoted"');
    expect(sanitizeRichText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});
