// Wording of demo reviews. '{advisor}' stands for the advisor's first name and '{reviewer}' for
// the reviewer's; a template with a speciality is only used for advisors who list it.

export interface ReviewReply {
  title: string;
  body: string;
}

export interface ReviewTemplate {
  rating: 3 | 4 | 5;
  title: string;
  body: string;
  speciality?: string;
  /** The advisor's public answer; critical reviews always get one that fits them. */
  reply?: ReviewReply;
}

export const SPECIALITY_REVIEWS: readonly ReviewTemplate[] = [
  {
    speciality: 'retirement-planning',
    rating: 5,
    title: 'We finally have a retirement date',
    body: 'My wife and I had been saying "maybe 63, maybe 66" for years. {advisor} modelled both, showed us what each meant for our monthly income, and we left with a date and a plan for the next three years.',
  },
  {
    speciality: 'retirement-planning',
    rating: 4,
    title: 'Clear plan for retiring at 62',
    body: '{advisor} walked through our withdrawal order and health insurance before Medicare. Very thorough. I would have liked a little more time on long-term care, but overall an excellent session.',
  },
  {
    speciality: 'portfolio-review',
    rating: 5,
    title: 'Found $4,000 a year in fees',
    body: 'I had no idea my "free" managed account was costing me almost 1.4% a year. {advisor} went through every fund, showed me cheaper equivalents and never once tried to sell me anything.',
  },
  {
    speciality: 'portfolio-review',
    rating: 5,
    title: 'Honest second opinion',
    body: 'I wanted someone with no stake in the answer to look at my portfolio. {advisor} told me most of it was fine, pointed out two overlapping funds, and saved me from a change I did not need to make.',
  },
  {
    speciality: 'estate-planning',
    rating: 5,
    title: 'Beneficiaries finally sorted out',
    body: 'We discovered my ex was still the beneficiary on an old IRA. {advisor} gave us a checklist of every account, what to update and what to ask our attorney. Huge relief.',
  },
  {
    speciality: '401k-rollovers',
    rating: 5,
    title: 'Three old 401(k)s, now one',
    body: 'I had accounts at three former employers and was paralysed about what to do. {advisor} compared each plan with an IRA, explained the paperwork and stayed on the line while I called the first provider.',
  },
  {
    speciality: '401k-rollovers',
    rating: 5,
    title: 'Glad I asked before rolling over',
    body: 'A broker at my bank wanted me to roll my 401(k) into an annuity. {advisor} showed me what it would cost over twenty years. I kept the money in my plan and slept better that night.',
  },
  {
    speciality: 'tax-planning',
    rating: 5,
    title: 'Roth conversion plan paid for itself',
    body: '{advisor} mapped out five years of partial Roth conversions to fill our low brackets before Social Security starts. The projected savings are many times the fee. Our CPA was impressed with the notes.',
  },
  {
    speciality: 'tax-planning',
    rating: 4,
    title: 'Finally understand my tax bracket',
    body: 'Good explanation of marginal versus effective rates and where my bonus lands. The follow-up notes were clear. I knocked off a star only because we ran out of time for my HSA questions.',
  },
  {
    speciality: 'getting-started-investing',
    rating: 5,
    title: 'From zero to invested',
    body: 'I am 31 and had never invested a dollar outside my 401(k). {advisor} helped me open a Roth IRA during the call and explained index funds without making me feel silly for asking basic questions.',
  },
  {
    speciality: 'getting-started-investing',
    rating: 5,
    title: 'Patient with beginner questions',
    body: 'I came in with a list of twenty questions, some of them embarrassing. {advisor} answered every one and wrote down a three-fund portfolio I can actually manage myself.',
  },
  {
    speciality: 'investing-for-kids',
    rating: 5,
    title: 'A Roth IRA for our teenager',
    body: 'Our 16-year-old has a summer job and {advisor} explained how a custodial Roth IRA works, how much she can contribute and how to keep records. Our daughter joined the call and asked great questions.',
  },
  {
    speciality: 'investing-for-kids',
    rating: 5,
    title: 'Clear comparison of kids accounts',
    body: '529, UTMA or just a brokerage account in our name? {advisor} laid out the pros and cons for financial aid and taxes in a simple table. We opened the right accounts the same week.',
  },
  {
    speciality: 'college-savings',
    rating: 5,
    title: 'College plan we can afford',
    body: 'With three kids we assumed we could never save enough. {advisor} helped us set a realistic target, picked our state 529 plan and showed how aid formulas treat grandparent money.',
  },
  {
    speciality: 'social-security',
    rating: 5,
    title: 'Social Security timing made clear',
    body: 'My husband planned to claim at 62. {advisor} showed how waiting until 70 protects me as the surviving spouse. We changed our plan, and I finally understand why.',
  },
  {
    speciality: 'equity-compensation',
    rating: 5,
    title: 'Made sense of my RSUs',
    body: 'I had four years of RSU grants and no idea what I owed. {advisor} built a vesting and tax schedule, found that my withholding was too low, and gave me a selling plan I can stick to.',
  },
  {
    speciality: 'equity-compensation',
    rating: 5,
    title: 'ISO exercise plan was spot on',
    body: 'Before our tender offer {advisor} modelled AMT for several exercise amounts. We exercised the right number of options and avoided a very unpleasant surprise in April.',
  },
  {
    speciality: 'debt-payoff',
    rating: 5,
    title: 'A debt-free plan that works',
    body: 'Five credit cards and a car loan. {advisor} ranked them, helped me call for a lower rate, and built a payoff calendar. Eleven months later two cards are gone.',
  },
  {
    speciality: 'insurance-review',
    rating: 5,
    title: 'Saved us from a bad policy',
    body: 'We were about to buy a whole life policy for our baby. {advisor} explained why term coverage for us was the real need and what a fair price looks like. No sales pitch, just math.',
  },
  {
    speciality: 'home-buying',
    rating: 5,
    title: 'Bought our first home with confidence',
    body: 'The bank approved us for far more than felt comfortable. {advisor} worked out a price that kept our savings goals intact and compared three loan estimates line by line.',
  },
  {
    speciality: 'divorce-planning',
    rating: 5,
    title: 'Steady guidance during my divorce',
    body: 'I did not understand what I was giving up by keeping the house. {advisor} showed the settlement options over twenty years, and my attorney used the analysis in mediation. Calm, kind and precise.',
  },
  {
    speciality: 'small-business',
    rating: 5,
    title: 'Solo 401(k) set up, taxes down',
    body: 'As a freelance designer I had no retirement plan. {advisor} compared a SEP-IRA and a Solo 401(k) for my income, and my contribution this year lowered my tax bill noticeably.',
  },
  {
    speciality: 'charitable-giving',
    rating: 5,
    title: 'Donor-advised fund was the answer',
    body: '{advisor} suggested giving appreciated stock through a donor-advised fund instead of writing checks. Same gifts to the same charities, a lower tax bill and less concentrated stock.',
  },
  {
    speciality: 'budgeting-cash-flow',
    rating: 5,
    title: 'A budget we actually stick to',
    body: 'Every budget app we tried lasted two weeks. {advisor} helped us set up three accounts and a few automatic transfers. Six months in, it still works without any tracking.',
  },
  {
    speciality: 'student-loans',
    rating: 5,
    title: 'PSLF finally makes sense',
    body: 'I have $240k in loans and had been told three different things. {advisor} checked my repayment plan and employer certification and projected my forgiveness date. Worth ten times the fee.',
  },
  {
    speciality: 'federal-benefits',
    rating: 5,
    title: 'Knows the TSP inside and out',
    body: '{advisor} explained Blended Retirement, my TSP fund choices and the Survivor Benefit Plan in one hour. Clearly understands military life. We are telling everyone in our unit.',
  },
  {
    speciality: 'pension-decisions',
    rating: 5,
    title: 'Pension lump sum decision made easy',
    body: 'I had 60 days to choose between a lump sum and a monthly pension. {advisor} compared them with real numbers and survivor options. I chose the annuity and feel certain it was right for us.',
  },
];

export const GENERAL_REVIEWS: readonly ReviewTemplate[] = [
  {
    rating: 5,
    title: 'Worth every penny',
    body: 'I almost talked myself out of paying for an hour of advice. I am so glad I did not. {advisor} answered questions I had been worrying about for two years.',
  },
  {
    rating: 5,
    title: 'No sales pitch, just advice',
    body: 'Refreshing to talk to an advisor who does not want to manage my money or sell me a policy. {advisor} focused entirely on my questions.',
  },
  {
    rating: 5,
    title: 'Clear, kind and well prepared',
    body: '{advisor} had clearly read my intake form and net worth statement before the call. We got straight to the important decisions instead of spending half the hour on background.',
  },
  {
    rating: 5,
    title: 'Exactly what I needed',
    body: 'I had three specific questions and left with three specific answers, plus a short list of next steps. The follow-up email summarised everything.',
  },
  {
    rating: 5,
    title: 'Felt heard, not judged',
    body: 'I was embarrassed about how little I had saved at 45. {advisor} was matter-of-fact and encouraging, and I now have a realistic plan to catch up.',
  },
  {
    rating: 5,
    title: 'Great follow-up notes',
    body: 'The written summary after our meeting was excellent: decisions, reasons and a checklist with deadlines. I have referred back to it several times already.',
  },
  {
    rating: 5,
    title: 'Got us on the same page',
    body: 'My husband and I have very different money personalities. {advisor} helped us agree on priorities without anyone feeling steamrolled. That alone was worth it.',
  },
  {
    rating: 5,
    title: "Best hour I've spent on my finances",
    body: 'I have read dozens of books and blogs, but an hour with {advisor} applied it all to my actual situation. I finally feel confident about what to do next.',
  },
  {
    rating: 5,
    title: 'Practical and down to earth',
    body: '{advisor} explained everything in plain English and gave options with trade-offs rather than a one-size-fits-all answer. Very practical.',
  },
  {
    rating: 5,
    title: 'I wish I had done this years ago',
    body: 'Simple changes {advisor} suggested will save me real money every year. I only wish I had booked a session before I made some of my earlier decisions.',
  },
  {
    rating: 5,
    title: 'Straight answers',
    body: 'I asked whether I was on track and {advisor} gave me a straight answer with the numbers to back it up, not a sales presentation. Highly recommend.',
  },
  {
    rating: 5,
    title: 'Already booked a second session',
    body: 'The first hour covered my biggest question so well that I booked another for the rest of my list. Scheduling and the video call were both easy.',
  },
  {
    rating: 5,
    title: 'Confidence restored',
    body: 'After the market drop I was ready to sell everything. {advisor} walked me through my plan and why it still works. I stayed the course, and I am very glad I did.',
  },
  {
    rating: 5,
    title: 'Highly recommend',
    body: 'Knowledgeable, friendly and efficient. {advisor} made a complicated situation feel manageable and followed up with helpful links the same day.',
  },
  {
    rating: 5,
    title: 'Thoughtful and thorough',
    body: 'Every recommendation came with a reason and a number. {advisor} also flagged two things I had not thought to ask about. Excellent experience from start to finish.',
  },
  {
    rating: 5,
    title: 'Fee-only made all the difference',
    body: 'Knowing {advisor} earns nothing from what I buy made it easy to trust the advice. Flat price, clear answers, no pressure at all.',
  },
  {
    rating: 4,
    title: 'Very helpful, slightly rushed',
    body: 'Great advice overall. We tried to cover too much in one hour, so the last topic felt a little rushed, but the follow-up notes filled in the gaps.',
  },
  {
    rating: 4,
    title: 'Good advice, notes came later',
    body: 'The session itself was excellent. The written summary took a few days longer than I expected, but it was detailed and worth the wait.',
  },
  {
    rating: 4,
    title: 'Solid session',
    body: '{advisor} confirmed most of what I was already planning and corrected one mistake in my savings plan. Useful and reassuring.',
  },
  {
    rating: 4,
    title: 'Helpful overview',
    body: 'A good overview of my options. I would have liked a bit more detail on one of them, but {advisor} offered to cover it in a follow-up.',
  },
  {
    rating: 4,
    title: 'Knowledgeable and friendly',
    body: '{advisor} clearly knows the subject and was easy to talk to. The intake form felt long, but it meant the meeting itself was very focused.',
  },
  {
    rating: 4,
    title: 'Good value',
    body: 'For the price of one hour I got a clear plan for my next year of saving. I took off one star only because I wanted more specific fund suggestions.',
  },
  {
    rating: 4,
    title: 'Useful second opinion',
    body: 'I mainly wanted to check my own plan. {advisor} agreed with most of it and made two sensible changes. Would book again before any big decision.',
  },
  {
    rating: 4,
    title: 'Great content, audio hiccups',
    body: 'The video connection dropped twice, which cost us a few minutes, but {advisor} stayed a little over time to make up for it. Very good advice.',
  },
  {
    rating: 3,
    title: 'Helpful but too general for me',
    body: 'Good basics, but I was hoping for more detail on my specific situation. Some of the suggestions felt like things I could have found online.',
    reply: {
      title: 'Thank you for the candid feedback, {reviewer}',
      body: 'I am sorry the session did not go as deep into your situation as you hoped. I would be glad to follow up by email on the specifics, and if you feel the hour was not worth it, the money-back promise applies.',
    },
  },
  {
    rating: 3,
    title: 'Fine, but I knew most of it',
    body: '{advisor} was pleasant and competent. Most of the advice confirmed what I already knew, so the hour felt less valuable for me than it might for a beginner.',
    reply: {
      title: 'Thanks for the honest review, {reviewer}',
      body: 'You clearly came well prepared. My intake form now asks what you already know, so we can skip the basics and spend the hour on the harder questions.',
    },
  },
  {
    rating: 3,
    title: 'Decent, not what I expected',
    body: 'I expected specific investment picks, but the session was more about overall planning. Probably my misunderstanding, though it could be clearer up front.',
    reply: {
      title: 'I appreciate you sharing this',
      body: 'Thank you, {reviewer}. I do not recommend individual stocks, and I have made that clearer on my profile so expectations are set before we meet.',
    },
  },
  {
    rating: 3,
    title: 'Good info, tricky to schedule',
    body: 'The advice was sound, but I had to reschedule twice to find a time that worked. Once we talked, it was helpful.',
    reply: {
      title: 'Sorry about the scheduling, {reviewer}',
      body: 'I have opened more evening and weekend times since we met. Thank you for your patience, and I am glad the advice was useful.',
    },
  },
  {
    rating: 3,
    title: 'Okay session',
    body: 'Helpful on retirement accounts, less so on my rental property questions. {advisor} was upfront that real estate is not a main focus, which I appreciated.',
    reply: {
      title: 'Thanks for the fair review',
      body: 'Rental property is outside my main focus, {reviewer}, and I am happy to introduce you to a colleague who specialises in it.',
    },
  },
];
