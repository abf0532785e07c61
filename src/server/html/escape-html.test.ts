import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlNumeric } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five special characters as named references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('escapes the same characters as numeric references', () => {
    expect(escapeHtmlNumeric(`<b>"A" & 'B'</b>`)).toBe(
      '&#60;b&#62;&#34;A&#34; &#38; &#39;B&#39;&#60;/b&#62;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Plain text, 100% — ok')).toBe('Plain text, 100% — ok');
    expect(escapeHtmlNumeric('Plain text, 100% — ok')).toBe('Plain text, 100% — ok');
  });
});
