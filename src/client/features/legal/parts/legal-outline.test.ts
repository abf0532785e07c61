import { describe, expect, it } from 'vitest';
import { COMPLIANCE_PAGES, LEGAL_DOCUMENT_SLUGS } from '../../../../shared/routes/compliance';
import { headingText, outlineDocument } from './legal-outline';

describe('outlineDocument', () => {
  it('gives each h2 a unique id and lists it as plain text', () => {
    const { html, headings } = outlineDocument(
      '<h2>1. About these terms</h2><p>x</p><h2 class="k">Fees &amp; <em>refunds</em></h2><h2>Fees &amp; refunds</h2>',
    );
    expect(headings).toEqual([
      { id: '1-about-these-terms', text: '1. About these terms' },
      { id: 'fees-refunds', text: 'Fees & refunds' },
      { id: 'fees-refunds-2', text: 'Fees & refunds' },
    ]);
    expect(html).toContain('<h2 id="1-about-these-terms">1. About these terms</h2>');
    expect(html).toContain('<h2 id="fees-refunds" class="k">Fees &amp; <em>refunds</em></h2>');
    expect(html).toContain('<h2 id="fees-refunds-2">');
  });

  it('keeps an id the document already gave', () => {
    const { html, headings } = outlineDocument('<h2 id="scope">Scope</h2>');
    expect(headings).toEqual([{ id: 'scope', text: 'Scope' }]);
    expect(html).toBe('<h2 id="scope">Scope</h2>');
  });

  it('points links to the other legal documents at their in-site pages', () => {
    const privacy = COMPLIANCE_PAGES.document(LEGAL_DOCUMENT_SLUGS.privacy);
    const crs = COMPLIANCE_PAGES.document('form-crs');
    const { html } = outlineDocument(`<a href="${privacy}">Privacy</a> <a href="${crs}">CRS</a>`);
    expect(html).toBe(`<a href="${COMPLIANCE_PAGES.privacy}">Privacy</a> <a href="${crs}">CRS</a>`);
  });

  it('decodes numeric entities in heading text', () => {
    expect(headingText('Caf&#233; &#x26; <b>bar</b>')).toBe('Café & bar');
  });
});
