// Fixtures and checks shared by the meeting email tests.
import { expect } from 'vitest';
import type { EmailContent } from '../../integrations/email/email';
import type { MeetingEmailFacts } from './meeting-email-parts';
import { escapeHtmlNumeric } from '../../html/escape-html';

export const publicUrl = 'http://localhost:3000';

/** An hour on 2026-03-10 at 14:00 UTC: 10:00 AM EDT, 7:00 AM PDT. */
export function meetingFacts(overrides: Partial<MeetingEmailFacts> = {}): MeetingEmailFacts {
  return {
    publicUrl,
    eventId: 'evt_123',
    advisorName: 'Jane Doe',
    clientName: 'Sam Client',
    recipientName: 'Sam',
    start: new Date('2026-03-10T14:00:00Z'),
    end: new Date('2026-03-10T15:00:00Z'),
    timeZone: 'America/New_York',
    meetingUrl: 'https://meet.example.com/room-abc?pwd=1&x=2',
    priceCents: 15_000,
    manageUrl: `${publicUrl}/account`,
    ...overrides,
  };
}

export const SCRIPT = '<script>alert(1)</script>';

const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** Each fact appears in the text body as is and in the HTML body escaped. */
export function expectInBoth(email: EmailContent, facts: string[]): void {
  for (const fact of facts) {
    expect(email.text).toContain(fact);
    expect(email.html).toContain(escapeHtmlNumeric(fact));
  }
}

/** Every link of the HTML body (but the logo's) is spelled out in the text body. */
export function expectSameLinks(email: EmailContent): string[] {
  const links = [...email.html.matchAll(/href="([^"]*)"/g)]
    .map((match) => decode(match[1] ?? ''))
    .filter((url) => url !== publicUrl);
  for (const url of links) expect(email.text).toContain(url);
  return links;
}

/** Nothing a person typed reaches the HTML unescaped, and the text keeps it verbatim. */
export function expectEscaped(email: EmailContent): void {
  expect(email.html).not.toContain('<script>');
  expect(email.html).toContain('&#60;script&#62;');
  expect(email.text).toContain(SCRIPT);
}

/** A label and value row: 'Label: value' in the text body, one table row in the HTML body. */
export function expectRow(email: EmailContent, label: string, value: string): void {
  expect(email.text).toContain(`${label}: ${value}`);
  const rows = [...email.html.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) => match[1] ?? '');
  expect(
    rows.some(
      (row) =>
        row.includes(`>${escapeHtmlNumeric(label)}</td>`) && row.includes(escapeHtmlNumeric(value)),
    ),
  ).toBe(true);
}

/** A named link: 'Label: url' in the text body, an anchor with that label in the HTML body. */
export function expectLink(email: EmailContent, label: string, url: string): void {
  expect(email.text).toContain(`${label}: ${url}`);
  expect(email.html).toMatch(
    new RegExp(
      `href="${escapeRegExp(escapeHtmlNumeric(url))}"[^>]*>${escapeRegExp(escapeHtmlNumeric(label))}</a>`,
    ),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
