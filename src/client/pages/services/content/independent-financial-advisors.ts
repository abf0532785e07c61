// /services/independent-financial-advisors: what independence means, how to spot it, and why we
// also insist on fee-only pay.
import { ADVISOR_ACCEPTANCE_PERCENT_BELOW, REFUND_PERCENT } from '../../../../shared/constants';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import { specialityLinks } from './specialities';
import type { ServicePageContent } from './types';

export const INDEPENDENT_FINANCIAL_ADVISORS: ServicePageContent = {
  hero: {
    eyebrow: 'Independent advisors',
    title: 'Independent financial advisors who answer only to you',
    lead: 'No bank, brokerage or insurance company stands behind our advisors telling them what to recommend. They run their own practices, charge a flat fee, and are free to tell you the best option wherever it is, including doing nothing.',
    primary: { label: 'Meet our independent advisors', to: ADVISOR_PAGES.search },
    secondary: { label: 'About Just Financial Advice', to: SITE_PAGES.about },
    facts: [
      { value: '0', label: 'products, funds or policies to sell' },
      { value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`, label: 'of applicant advisors accepted' },
      { value: 'Flat', label: 'fees, shown before you book' },
      { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'What independence means',
      title: 'Three things an independent advisor can do that others often cannot',
      columns: 3,
      items: [
        {
          title: 'Recommend anything',
          text: 'Any fund, any account provider, any insurer, or none at all. There is no in-house shelf of products to choose from first.',
        },
        {
          title: 'Ignore sales targets',
          text: 'No branch manager, quota or product of the month. The only person they need to satisfy is you.',
        },
        {
          title: 'Tell you to do less',
          text: 'Keep the old 401(k), pay off the mortgage, skip the annuity. Advice that earns nobody a commission is still advice.',
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'Why it matters',
      title: 'Independence is about who the advisor answers to',
      paragraphs: [
        'An advisor employed by a bank or a large brokerage can be skilled and well-meaning, but they work inside a business that earns money when its own products are chosen. Their recommendations are shaped, gently or not, by what the firm offers and rewards.',
        'Independence removes the employer from the room. Our advisors own or lead their own firms, choose their own methods and set their own prices. Their reputation, and the reviews on their profile, are what bring them their next client.',
        'Independence on its own is not the whole answer, though. An independent broker can still be paid by commission. That is why we accept only advisors who are independent and fee-only, and who act as fiduciaries for every piece of advice.',
      ],
      aside: {
        title: 'Every advisor on our site',
        items: [
          'Runs an independent practice',
          'Is paid only by clients: no commissions',
          'Acts as a fiduciary for all advice',
          'Gives advice only: your accounts stay with you',
          'Is reviewed openly by their clients',
        ],
      },
    },
    {
      kind: 'fit',
      eyebrow: 'Check for yourself',
      title: 'How to tell whether an advisor is really independent',
      good: {
        title: 'Good signs',
        items: [
          'Their firm is not owned by a bank, insurer or fund company',
          'They can name the fee you will pay, in dollars, up front',
          'Their Form ADV shows no commissions or product revenue',
          'They are happy for you to keep your accounts where they are',
        ],
      },
      notFit: {
        title: 'Warning signs',
        items: [
          'Most recommendations are the firm’s own funds or policies',
          'The fee is “built in” or hard to pin down',
          'They describe themselves as “fee-based” rather than fee-only',
          'The first meeting ends with paperwork to move your money',
        ],
      },
    },
    {
      kind: 'steps',
      eyebrow: 'Getting started',
      title: 'Working with an independent advisor here',
      columns: 4,
      items: [
        {
          title: 'Browse profiles',
          text: 'Read each advisor’s background, credentials, specialities and what their clients say.',
        },
        {
          title: 'Book an hour',
          text: 'Pick a time, pay the flat price and tell your advisor what you want to cover.',
        },
        {
          title: 'Meet by video',
          text: 'Get straight answers and an email summary of your next steps afterwards.',
        },
        {
          title: 'Go further if you want',
          text: 'Stay with the same advisor for a complete written plan, or come back when the next question arrives.',
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Browse',
      title: 'Independent advisors by speciality',
      links: [
        ...specialityLinks(),
        { label: 'All independent advisors', to: ADVISOR_PAGES.search },
      ],
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'Independent advice, at a flat price',
    intro:
      'Choose the amount of help you need. The price is set by your advisor and shown before you book.',
  },
  faq: [
    {
      question: 'Are your advisors employees of Just Financial Advice?',
      answer:
        'No. They are independent professionals who run their own practices. We vet them, list them, and handle booking and payment, but they give advice under their own name and responsibility.',
    },
    {
      question: 'How does Just Financial Advice make money?',
      answer:
        'Advisors pay us a referral fee for clients they meet through the site. That gives us a conflict of interest, and we disclose it plainly. Reviews are never paid for, filtered or hidden, so you can judge each advisor on what their clients say.',
    },
    {
      question: 'Can an independent advisor recommend specific funds?',
      answer:
        'Yes. Because they earn nothing from any product, they can compare options from any provider and explain the trade-offs, including the cost of what you already own.',
    },
    {
      question: 'Do I have to move my accounts?',
      answer:
        'No. Our advisors give advice only. Your money stays where it is, under your control, and you decide what to change.',
    },
  ],
  cta: {
    title: 'Talk to an advisor with no one else to answer to',
    text: 'Compare vetted independent advisors by speciality, reviews and price, and book a video meeting in minutes.',
    action: { label: 'Meet our independent advisors', to: ADVISOR_PAGES.search },
  },
};
