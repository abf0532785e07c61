// /services/the-hour: one video meeting for one to three specific questions.
import { REFUND_PERCENT, RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../../shared/constants';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import type { ServicePageContent } from './types';

export const THE_HOUR: ServicePageContent = {
  hero: {
    eyebrow: 'The Hour',
    title: 'One hour with a fee-only fiduciary, at one flat price',
    lead: 'Bring the one to three money questions you keep putting off. Meet a vetted, independent advisor by video, get straight answers, and leave with written notes. No sales pitch and nothing else to buy.',
    primary: { label: 'Find your advisor', to: ADVISOR_PAGES.search },
    secondary: { label: 'Why pay by the hour?', to: SITE_PAGES.hourlyAdvisors },
  },
  offer: 'hour',
  blocks: [
    {
      kind: 'steps',
      eyebrow: 'How it works',
      title: 'From booking to answers in four steps',
      columns: 4,
      items: [
        {
          title: 'Pick an advisor',
          text: 'Compare profiles, specialities, reviews and flat hourly prices. Every advisor is a fee-only fiduciary.',
        },
        {
          title: 'Book and tell us why',
          text: 'Choose a time that suits you and pay the listed price. A short intake form tells your advisor what you want to cover.',
        },
        {
          title: 'Meet by video',
          text: 'Sixty minutes, one to one, with your numbers on the table. Ask follow-up questions until the answer makes sense.',
        },
        {
          title: 'Act on your notes',
          text: 'After the meeting you get an email summary of what you discussed and the next steps you agreed on.',
        },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'What people ask',
      title: 'Questions that fit in an hour',
      intro:
        'Anything about investing or personal finance is fair game. These are some of the questions clients bring most often.',
      items: [
        {
          title: 'Am I on track to retire?',
          text: 'Check your savings rate, your target date and how much you can safely spend once the paychecks stop.',
        },
        {
          title: 'What should I do with my old 401(k)?',
          text: 'Leave it, roll it into an IRA, move it to a new plan or convert it: the trade-offs for your situation.',
        },
        {
          title: 'Roth or traditional?',
          text: 'Which accounts to fill first, whether a Roth conversion makes sense, and how it affects your taxes now and later.',
        },
        {
          title: 'Is my portfolio sensible?',
          text: 'A second opinion on your mix of investments, what they cost, and where funds overlap without you knowing.',
        },
        {
          title: 'Can we afford this house?',
          text: 'Down payment, mortgage size and what the monthly cost does to your other goals, before you make an offer.',
        },
        {
          title: 'What do I do with this windfall?',
          text: 'An inheritance, a bonus or stock that just vested: pay down debt, invest, or set it aside, and in what order.',
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'Before you meet',
      title: 'Get the most from your sixty minutes',
      paragraphs: [
        'An hour goes quickly when half of it is spent looking for numbers. After you book, a short intake form asks what you want to cover and a few basics about your situation, so your advisor arrives prepared.',
        'Have the essentials to hand. A simple net worth statement (what you own and what you owe), a rough picture of monthly income and expenses, and the logins to your accounts let you look at real figures together instead of guesses.',
        'Put your questions in order of importance. If time runs short, the most important ones will have been answered, and your written notes will say what to look at next.',
      ],
      aside: {
        title: 'Bring to your meeting',
        items: [
          'A net worth statement: assets, debts and balances',
          'Your monthly income and expenses',
          'Logins to the accounts you want to discuss',
          'Your questions, most important first',
        ],
      },
    },
    {
      kind: 'fit',
      eyebrow: 'Is it right for you?',
      title: 'When The Hour is the right choice',
      good: {
        title: 'The Hour suits you if',
        items: [
          'You have one to three specific questions',
          'You manage your own money and want a professional check',
          'You face a decision with a deadline, like open enrollment or a job offer',
          'You want a second opinion on advice you have already been given',
        ],
      },
      notFit: {
        title: 'Consider something else if',
        items: [
          'You want every part of your finances reviewed and written up: that is The Plan',
          'You want someone to manage your investments: our advisors give advice only',
          'You need a tax return prepared or a will drafted: that is work for a CPA or an attorney',
        ],
      },
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'Need more than an hour?',
    intro:
      'Some questions lead to bigger ones. Your advisor can tell you honestly whether another hour will do or a full plan makes more sense.',
  },
  faq: [
    {
      question: 'What does The Hour cost?',
      answer:
        'Each advisor sets their own flat price for an hour and shows it on their profile. You pay that price when you book and nothing more: no percentage of your assets, no commissions, no follow-on fees.',
    },
    {
      question: 'What do I get after the meeting?',
      answer:
        'An email summary of what you discussed, the recommendations your advisor made and the next steps, so you do not have to take notes while you talk.',
    },
    {
      question: 'Can I book another hour later?',
      answer:
        'Yes. Many clients come back when the next decision comes up. You can book the same advisor again from their profile, and they will already know your situation.',
    },
    {
      question: 'Will the meeting be recorded?',
      answer:
        'Meetings can be recorded so you can watch them again in your account. You can ask your advisor to turn recording off, never to record your meetings, or to delete a recording permanently.',
    },
    {
      question: 'What if I need to change the time?',
      answer: `Reschedule or cancel for free up to ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the meeting, using the link in your confirmation email or in your account.`,
    },
    {
      question: 'What if the meeting was not worth it?',
      answer: `Tell us. If you are not happy with your meeting, you get a ${REFUND_PERCENT}% refund.`,
    },
  ],
  cta: {
    title: 'Get straight answers to your money questions',
    text: 'Every advisor offers The Hour. Compare flat prices and book a time that suits you in a few minutes.',
    action: { label: 'Browse all advisors', to: ADVISOR_PAGES.search },
  },
};
