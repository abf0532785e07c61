// The one HTML escaper of the server: the five characters that end text or an attribute value.
// Pages (server-rendered head, sitemap, avatars) spell them as named references; emails and the
// sign-in pages have always sent numeric ones, and keep them so their bytes stay as they were.
const SPECIAL = /[&<>"']/g;

const NAMED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (character) => NAMED[character] ?? character);
}

/** The same characters as numeric references ('&' becomes '&#38;'). */
export function escapeHtmlNumeric(text: string): string {
  return text.replace(SPECIAL, (character) => `&#${character.charCodeAt(0)};`);
}
