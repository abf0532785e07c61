// The Plan's welcome PDF (spec: the welcome plan PDF; docs/product.md#engagements): a printed
// welcome for the client of one Plan, naming them and their advisor, with the programme, the dates,
// the meetings included, the portal and the money-back promise. Drawn by the server's PDF writer
// (ADR 0036), so it always says what this client bought.
import {
  APP_NAME,
  FIRM_NAME,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import { PdfDocument } from '../../files/pdf/pdf-document';
import { offeringOf } from '../../../shared/offerings/catalog';

export interface WelcomeFacts {
  clientName: string;
  advisorName: string;
  startsOn: string;
  endsOn: string | null;
  meetingsIncluded: number | null;
  priceCents: number;
  portalUrl: string;
}

/** "welcome-to-the-plan-2027-03-10.pdf" */
export const welcomeFilename = (startsOn: string) => `welcome-to-the-plan-${startsOn}.pdf`;

export function welcomePdf(facts: WelcomeFacts, createdAt: Date): Buffer {
  const title = `Welcome to The Plan, ${facts.clientName}`;
  const pdf = new PdfDocument({
    title,
    header: `${APP_NAME}: The Plan with ${facts.advisorName}`,
    author: FIRM_NAME,
    createdAt,
  });
  pdf.heading(title, 1);
  pdf.text(
    `Thank you for choosing The Plan with ${facts.advisorName}, your fee-only fiduciary advisor. This guide says what happens over the next ${PLAN_WEEKS} weeks and how to make the most of them.`,
  );
  pdf.heading('Your Plan');
  pdf.table(
    [
      { header: 'What', width: pdf.contentWidth * 0.35 },
      { header: 'Yours', width: pdf.contentWidth * 0.65 },
    ],
    [
      ['Client', facts.clientName],
      ['Advisor', facts.advisorName],
      ['Starts', formatIsoDate(facts.startsOn)],
      ['Written plan by', facts.endsOn ? formatIsoDate(facts.endsOn) : 'the end of week 8'],
      [
        'Meetings included',
        String(facts.meetingsIncluded ?? `${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX}`),
      ],
      ['Flat fee, paid', formatCurrency(facts.priceCents)],
    ],
    10,
  );
  pdf.heading('What happens next');
  for (const step of [
    `1. Fill in your worksheet in the portal: what you own, what you owe, what comes in and goes out. ${facts.advisorName} prepares from it.`,
    `2. Book your first meeting from ${facts.advisorName}'s open times in the portal; each meeting is a video call and costs nothing more.`,
    `3. Upload the documents your advisor asks for (statements, pay slips, policies) to the portal; they are kept in your secure vault.`,
    `4. Over ${PLAN_WEEKS} weeks you meet ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} times while your advisor puts ${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis into your situation.`,
    `5. You receive your written plan, ${PLAN_MIN_PAGES} pages or more, in your vault, and your advisor stays available for questions about it.`,
  ]) {
    pdf.text(step, { gapAfter: 4 });
  }
  pdf.heading('Your portal');
  pdf.text(`Everything above happens in your Plan's portal: ${facts.portalUrl}`);
  pdf.heading('Our promise');
  pdf.text(offeringOf('plan').moneyBackTerms);
  pdf.text(
    'No commissions, no products, no sales pitch: your advisor is paid only the flat fee above.',
    { grey: 0.3 },
  );
  return pdf.toBuffer();
}
