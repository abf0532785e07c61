// /services/fee-only-fiduciaries: what the two words mean and why the combination matters.
import { ADVISOR_ACCEPTANCE_PERCENT_BELOW, REFUND_PERCENT } from '../../../../shared/constants';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import { specialityLinks } from './specialities';
import type { ServicePageContent } from './types';

export const FEE_ONLY_FIDUCIARIES: ServicePageContent = {
  hero: {
    eyebrow: 'Fee-only fiduciaries',
    title: 'Fee-only fiduciary financial advisors',
    lead: 'Two words separate advice you can trust from a sales conversation. Fee-only means the advisor is paid by you and nobody else. Fiduciary means they must put your interests first. Every advisor here is both.',
    primary: { label: 'Find a fee-only fiduciary', to: ADVISOR_PAGES.search },
    secondary: { label: 'How we vet advisors', to: SITE_PAGES.about },
    facts: [
      { value: '$0', label: 'in commissions or product fees' },
      { value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`, label: 'of applicant advisors accepted' },
      { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
      { value: 'Flat', label: 'prices, shown before you book' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'The two words',
      title: 'What “fee-only” and “fiduciary” actually mean',
      columns: 2,
      items: [
        {
          title: 'Fee-only: paid by you, and only you',
          text: 'A fee-only advisor earns nothing from the products they recommend: no commissions, no sales loads, no bonuses from fund or insurance companies. The fee you pay is their entire income from your work together, so there is no hidden reason to prefer one answer over another.',
        },
        {
          title: 'Fiduciary: your interests come first',
          text: 'A fiduciary has a legal duty of loyalty and care: to act in your best interest, to avoid conflicts where possible and to disclose the ones that remain. That is a higher bar than “suitable”, the standard many salespeople work to.',
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'Why both',
      title: 'Why you want both, not one or the other',
      paragraphs: [
        'Many advisors are fiduciaries some of the time. A dual-registered advisor can act as a fiduciary while giving advice, then switch to a commission-paid broker when it is time to sell you something. On paper both roles are legal; in practice it is hard to know which hat they are wearing.',
        '“Fee-based” sounds almost identical to fee-only, but it means the advisor charges fees and can also earn commissions. The difference of one word can be worth thousands of dollars in products you did not need.',
        'A fee-only fiduciary closes both gaps. There is no product to sell and no commission to earn, and the duty to put you first applies to every recommendation.',
      ],
      aside: {
        title: 'Questions to ask any advisor',
        items: [
          'Are you a fiduciary at all times, for everything you recommend?',
          'Will you put that in writing?',
          'Do you or your firm earn anything from the products you recommend?',
          'Exactly how much will I pay you this year, in dollars?',
          'Where can I read your Form ADV?',
        ],
      },
    },
    {
      kind: 'table',
      eyebrow: 'Side by side',
      title: 'How advisors get paid, and what it means for you',
      columns: ['Fee-only fiduciary', 'Fee-based advisor', 'Commission-paid broker'],
      highlight: 0,
      rows: [
        {
          label: 'Who pays them',
          cells: ['You, and only you', 'You, plus product companies', 'Product companies'],
        },
        {
          label: 'Legal standard',
          cells: [
            'Fiduciary for all advice',
            'Fiduciary for some services only',
            'Best interest at the time of a sale',
          ],
        },
        {
          label: 'Sells products',
          cells: ['Never', 'Often', 'Yes: that is how they are paid'],
        },
        {
          label: 'What you see',
          cells: [
            'A flat price before you book',
            'Fees plus commissions inside products',
            'Commissions built into what you buy',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      eyebrow: 'Vetting',
      title: 'How we check every advisor before they join',
      intro: `Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of the advisors who apply are accepted.`,
      columns: 4,
      items: [
        {
          title: 'Fee-only, confirmed',
          text: 'We check how the advisor and their firm are paid, including their regulatory filings, and turn away anyone who earns commissions.',
        },
        {
          title: 'Credentials and record',
          text: 'A recognised planning credential, years of experience and a clean regulatory history.',
        },
        {
          title: 'A real conversation',
          text: 'An interview about how they give advice, explain trade-offs and handle questions they cannot answer.',
        },
        {
          title: 'Client feedback',
          text: 'Once listed, every client can leave a review. Reviews are not paid for, filtered or hidden.',
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Browse',
      title: 'Fee-only fiduciaries by speciality',
      links: [
        ...specialityLinks(),
        { label: 'All fee-only fiduciaries', to: ADVISOR_PAGES.search },
      ],
    },
  ],
  offers: {
    title: 'Book a fee-only fiduciary your way',
    intro:
      'Pay for exactly the help you need: one focused hour, or a complete written plan, always for a flat price.',
  },
  faq: [
    {
      question: 'Is a fee-only advisor more expensive?',
      answer:
        'Usually not, once you count everything. A commission is built into the product you buy, and an asset-based fee grows every year with your savings. A flat fee is the whole cost, and you see it before you book.',
    },
    {
      question: 'How do I know an advisor here is really fee-only?',
      answer:
        'We check before anyone joins, and every advisor gives advice only on this site: no products, no commissions and no managing of your money. If an advisor ever tried to sell you something, we would want to hear about it.',
    },
    {
      question: 'Does anyone else pay Just Financial Advice?',
      answer:
        'Yes, and you should know about it. Advisors pay us a referral fee for the clients they meet through the site. That is a conflict of interest for us, which is why reviews are never paid for, filtered or hidden, and why you can read every one before you choose.',
    },
    {
      question: 'Can a fee-only fiduciary help if I already have an advisor?',
      answer:
        'Yes. A second opinion on your current portfolio, fees or plan is one of the most common reasons people book an hour.',
    },
  ],
  cta: {
    title: 'Advice from someone with nothing to sell',
    text: 'Compare vetted fee-only fiduciaries by speciality, price and reviews, and book a video meeting in minutes.',
    action: { label: 'Find a fee-only fiduciary', to: ADVISOR_PAGES.search },
  },
};
