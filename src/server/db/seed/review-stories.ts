// What clients of each speciality came with and what their advisor did, for demo reviews. A review
// joins one situation and one action of a speciality the advisor lists, so every pair reads true
// together; '{advisor}' stands for the advisor's first name.

export interface SpecialityStories {
  titles: readonly string[];
  /** What the client came with, in their words. */
  situations: readonly string[];
  /** What the advisor did; each fits every situation of the speciality. */
  actions: readonly string[];
}

export const SPECIALITY_STORIES: Readonly<Record<string, SpecialityStories>> = {
  'retirement-planning': {
    titles: [
      'We finally have a retirement date',
      'Retirement income, mapped out',
      'Clear plan for retiring',
    ],
    situations: [
      'My wife and I had been saying "maybe 63, maybe 66" for years.',
      'I am 58 and could not tell whether our savings would last as long as we do.',
      'We wanted to know if retiring before Medicare was realistic or a fantasy.',
      'After thirty years at one company I had a retirement date but no idea how to turn savings into a paycheck.',
      'My husband wanted to retire next spring and I was not convinced we could afford it.',
      'Every online calculator gave us a different answer about when we could stop working.',
    ],
    actions: [
      '{advisor} modelled two retirement dates side by side and showed what each meant for our monthly income.',
      '{advisor} built a year-by-year withdrawal order across our 401(k)s, IRAs and savings, with health insurance before Medicare included.',
      '{advisor} stress-tested the plan against a bad market in the first five years and showed where the cushion had to come from.',
      '{advisor} turned our accounts, pension estimate and Social Security into one page of income by year.',
      '{advisor} went through our spending line by line and found the number we actually need each month.',
    ],
  },
  'tax-planning': {
    titles: [
      'Tax plan that paid for itself',
      'Finally understand my tax bracket',
      'Smarter about taxes',
    ],
    situations: [
      'We were about to retire with almost everything in pre-tax accounts.',
      'A big bonus pushed me into a bracket I did not understand.',
      'Our CPA files our return, but nobody was planning ahead for us.',
      'I owed the IRS a painful amount last April and did not want a repeat.',
      'We sold a rental property this year and dreaded the tax bill.',
    ],
    actions: [
      '{advisor} mapped out several years of partial Roth conversions to fill our low brackets before Social Security starts.',
      '{advisor} explained marginal versus effective rates and showed exactly where my bonus lands.',
      '{advisor} projected this year and next, then lined up which account to save into and which to draw from.',
      '{advisor} worked out our withholding and estimated payments so the numbers come out right in April.',
      '{advisor} walked through the timing options and wrote a short list for our CPA to confirm.',
    ],
  },
  'budgeting-cash-flow': {
    titles: ['A budget we actually stick to', 'Cash flow finally makes sense'],
    situations: [
      'Every budget app we tried lasted about two weeks.',
      'We earn good money and still had no idea where it went each month.',
      'Two incomes, two sets of habits and a joint account that was always overdrawn.',
      'I wanted to save but every month something came up.',
    ],
    actions: [
      '{advisor} helped us set up three accounts and a few automatic transfers so the plan runs itself.',
      '{advisor} sorted three months of statements into fixed, flexible and yearly costs and set a realistic target for each.',
      '{advisor} built a simple spending plan with a buffer for the surprises that always come.',
      '{advisor} showed us where a few small changes free up real money without feeling like a diet.',
    ],
  },
  'insurance-review': {
    titles: ['Saved us from a bad policy', 'Insurance checkup, no sales pitch'],
    situations: [
      'We were about to buy a whole life policy for our baby.',
      'I had five insurance policies and could not say what any of them covered.',
      'An agent told us we needed twice the life insurance we have.',
      'My employer changed disability plans and I did not know if I was still protected.',
    ],
    actions: [
      '{advisor} explained how much term coverage we really need and what a fair price looks like.',
      '{advisor} read every policy with me, found a gap in my disability cover and one policy I could drop.',
      '{advisor} worked out the coverage from our actual debts, income and goals rather than a rule of thumb.',
      '{advisor} compared the quotes we had line by line and told us which questions to ask the insurer.',
    ],
  },
  'estate-planning': {
    titles: ['Beneficiaries finally sorted out', 'Estate plan checklist done'],
    situations: [
      'We discovered my ex was still the beneficiary on an old IRA.',
      'We had put off wills for years because it felt morbid and complicated.',
      'With a blended family we worried our wishes would not be carried out.',
      'My parents asked me to help organise their estate and I did not know where to start.',
    ],
    actions: [
      '{advisor} gave us a checklist of every account, what to update and what to ask our attorney.',
      '{advisor} explained wills, trusts and beneficiary forms in plain English and which ones we actually need.',
      '{advisor} mapped who inherits what under our current documents, which showed two surprises.',
      '{advisor} helped us list our accounts, titles and beneficiaries in one place before meeting an attorney.',
    ],
  },
  'portfolio-review': {
    titles: ['Found thousands in fees', 'Honest second opinion'],
    situations: [
      'I had no idea my "free" managed account was costing me well over 1% a year.',
      'I wanted someone with no stake in the answer to look at my portfolio.',
      'I own fourteen funds across four accounts and suspected they overlap.',
      'After a rough year I wondered whether my investments still made sense.',
    ],
    actions: [
      '{advisor} went through every fund, showed me cheaper equivalents and never once tried to sell me anything.',
      '{advisor} told me most of it was fine, pointed out two overlapping funds and saved me from a change I did not need.',
      '{advisor} put all my accounts on one page by asset class and cost, which made the decisions obvious.',
      '{advisor} checked my mix against my timeline and suggested a simple rebalancing plan I can do myself.',
    ],
  },
  'social-security': {
    titles: ['Social Security timing made clear', 'Claiming plan we understand'],
    situations: [
      'My husband planned to claim Social Security at 62.',
      'I am divorced and had no idea I might claim on my ex-spouse’s record.',
      'We could not decide which of us should claim first.',
    ],
    actions: [
      '{advisor} showed how waiting longer protects the surviving spouse and what it costs in the meantime.',
      '{advisor} compared claiming ages for both of us with our real earnings records.',
      '{advisor} laid out the break-even ages and how our savings bridge the gap until the larger benefit starts.',
    ],
  },
  'home-buying': {
    titles: ['Bought our first home with confidence', 'A house price we can live with'],
    situations: [
      'The bank approved us for far more than felt comfortable.',
      'We were torn between renting longer and buying now.',
      'We had a down payment saved but no idea what else buying would cost.',
    ],
    actions: [
      '{advisor} worked out a price that kept our savings goals intact and compared three loan estimates line by line.',
      '{advisor} ran the rent-versus-buy numbers for our city and our timeline, not a national average.',
      '{advisor} listed every closing and first-year cost so nothing surprised us.',
    ],
  },
  'college-savings': {
    titles: ['College plan we can afford', 'A realistic college target'],
    situations: [
      'With three kids we assumed we could never save enough for college.',
      'Our daughter starts college in four years and we had barely started.',
      'The grandparents wanted to help with college and we did not know how.',
    ],
    actions: [
      '{advisor} helped us set a realistic target and picked the right state 529 plan.',
      '{advisor} showed how aid formulas treat our savings and grandparent money.',
      '{advisor} balanced college saving against our own retirement so neither gets shortchanged.',
    ],
  },
  'investing-for-kids': {
    titles: ['A Roth IRA for our teenager', 'Clear comparison of kids accounts'],
    situations: [
      'Our 16-year-old has a summer job and we wanted to start her investing.',
      '529, UTMA or just a brokerage account in our name? We could not decide.',
      'Relatives keep giving our kids money and it sat in a savings account.',
    ],
    actions: [
      '{advisor} explained how a custodial Roth IRA works, how much can go in and how to keep records.',
      '{advisor} laid out the pros and cons for financial aid and taxes in a simple table.',
      '{advisor} helped us pick one account per goal and set up automatic contributions.',
    ],
  },
  'getting-started-investing': {
    titles: ['From zero to invested', 'Patient with beginner questions'],
    situations: [
      'I am 31 and had never invested a dollar outside my 401(k).',
      'I came in with a list of twenty questions, some of them embarrassing.',
      'Money sat in my checking account because I was afraid of picking the wrong thing.',
    ],
    actions: [
      '{advisor} helped me open a Roth IRA during the call and explained index funds without making me feel silly.',
      '{advisor} answered every question and wrote down a three-fund portfolio I can manage myself.',
      '{advisor} explained risk, fees and time in plain terms, then helped me pick a simple starting mix.',
    ],
  },
  'pension-decisions': {
    titles: ['Pension decision made easy', 'Lump sum or pension, settled'],
    situations: [
      'I had 60 days to choose between a lump sum and a monthly pension.',
      'My pension offered five survivor options and the paperwork was baffling.',
      'My employer offered a buyout of my pension and I had one month to answer.',
    ],
    actions: [
      '{advisor} compared the options with real numbers and survivor benefits.',
      '{advisor} worked out the rate of return the pension implies and what it would take to match it ourselves.',
      '{advisor} showed how each choice fits with our savings and Social Security over thirty years.',
    ],
  },
  '401k-rollovers': {
    titles: ['Old 401(k)s, now sorted', 'Glad I asked before rolling over'],
    situations: [
      'I had accounts at three former employers and was paralysed about what to do.',
      'A broker at my bank wanted me to roll my 401(k) into an annuity.',
      'I was leaving my job and the plan sent me a stack of rollover forms.',
    ],
    actions: [
      '{advisor} compared each plan with an IRA and explained the paperwork step by step.',
      '{advisor} showed me what each option would cost over twenty years.',
      '{advisor} checked the fees and fund choices in my old plan before I moved a dollar.',
    ],
  },
  'small-business': {
    titles: ['Solo 401(k) set up, taxes down', 'Finally paying myself properly'],
    situations: [
      'As a freelancer I had no retirement plan at all.',
      'My business income swings wildly from month to month.',
      'I run a small shop and mixed business and personal money for years.',
    ],
    actions: [
      '{advisor} compared a SEP-IRA and a Solo 401(k) for my income and showed what each saves in tax.',
      '{advisor} set up a simple system for paying myself, setting aside taxes and keeping a reserve.',
      '{advisor} worked out my quarterly estimated taxes so they stop being a surprise.',
    ],
  },
  'debt-payoff': {
    titles: ['A debt-free plan that works', 'Debt payoff, finally moving'],
    situations: [
      'Five credit cards and a car loan, and I could not see the end.',
      'We kept paying the minimums and the balances barely moved.',
      'I was considering a debt consolidation loan from an ad I saw.',
    ],
    actions: [
      '{advisor} ranked the debts, helped me ask for a lower rate and built a payoff calendar.',
      '{advisor} found money in our budget for one extra payment a month and showed how fast that compounds.',
      '{advisor} compared consolidation with a simple payoff order and the numbers made the choice easy.',
    ],
  },
  'equity-compensation': {
    titles: ['Made sense of my RSUs', 'Stock option plan was spot on'],
    situations: [
      'I had four years of RSU grants and no idea what I owed.',
      'Our company announced a tender offer and I had options to decide on.',
      'Most of my net worth was in my employer’s stock and that made me nervous.',
    ],
    actions: [
      '{advisor} built a vesting and tax schedule and found that my withholding was too low.',
      '{advisor} modelled the tax for several exercise amounts so I could choose with open eyes.',
      '{advisor} gave me a selling plan I can stick to, with dates, amounts and the reasons.',
    ],
  },
  'student-loans': {
    titles: ['Loan forgiveness finally makes sense', 'Student loan plan that fits'],
    situations: [
      'I have a six-figure loan balance and had been told three different things.',
      'I could not tell whether to refinance or aim for forgiveness.',
      'My repayment plan changed and my payment nearly doubled.',
    ],
    actions: [
      '{advisor} checked my repayment plan and employer certification and projected my forgiveness date.',
      '{advisor} compared forgiveness, refinancing and aggressive payoff with my actual income path.',
      '{advisor} walked me through the recertification steps and what to keep on file.',
    ],
  },
  'charitable-giving': {
    titles: ['Donor-advised fund was the answer', 'Giving more, taxed less'],
    situations: [
      'We give a good amount to charity every year by writing checks.',
      'I wanted to leave something to my church without shortchanging my kids.',
      'I hold a lot of appreciated stock and give to three charities.',
    ],
    actions: [
      '{advisor} suggested giving appreciated stock through a donor-advised fund instead.',
      '{advisor} explained bunching gifts into alternate years so we actually get a deduction.',
      '{advisor} showed how naming a charity on a retirement account works and what to tell our attorney.',
    ],
  },
  'federal-benefits': {
    titles: ['Knows the TSP inside and out', 'Federal benefits, explained'],
    situations: [
      'Between the TSP, my pension and survivor benefits, I was lost.',
      'I am leaving the military in a year and had a dozen benefit questions.',
      'I am a federal employee thinking about retiring early.',
    ],
    actions: [
      '{advisor} explained my TSP fund choices and the survivor benefit options in one hour.',
      '{advisor} worked out my pension estimate and when my health coverage carries into retirement.',
      '{advisor} went through the Blended Retirement System and what to do with my TSP after I leave.',
    ],
  },
  'divorce-planning': {
    titles: ['Steady guidance during my divorce', 'Clarity in a hard time'],
    situations: [
      'I did not understand what I was giving up by keeping the house.',
      'In the middle of a divorce I had never handled our investments myself.',
    ],
    actions: [
      '{advisor} showed the settlement options over twenty years, and my attorney used the analysis in mediation.',
      '{advisor} helped me build a post-divorce budget and list every account to split.',
    ],
  },
};
