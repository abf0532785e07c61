// Wording of demo reviews (ADR 0055). '{advisor}' stands for the advisor's first name and
// '{reviewer}' for the reviewer's. A review is composed from parts (reviews.ts): a speciality's
// situation and action (review-stories.ts) with an outcome or a caveat, or an opening with one of
// the general stories below; a composition is used once across all advisors.

export interface ReviewReply {
  title: string;
  body: string;
}

export interface ReviewTemplate {
  rating: 3 | 4 | 5;
  title: string;
  body: string;
  /** The advisor's public answer; critical reviews always get one that fits them. */
  reply?: ReviewReply;
}

/** How a 5-star review of a speciality ends. */
export const OUTCOMES: readonly string[] = [
  'We left with a plan for the next three years.',
  'Worth many times the fee.',
  'Huge relief, and the written notes arrived the same day.',
  'I slept better that night than I had in months.',
  'We acted on it the same week.',
  'Clear, patient and never once selling anything.',
  'I have already recommended {advisor} to my sister.',
  'Our CPA read the notes and agreed with every point.',
  'The follow-up summary is now taped inside our filing cabinet.',
  'I finally understand the why, not just the what.',
  'Six months later the plan is still working.',
  'Calm, kind and precise from start to finish.',
  'An hour well spent, and I would book again without hesitation.',
  'No jargon, no pressure, just answers.',
  'It felt like talking to a friend who happens to be an expert.',
  'We both came away feeling in control for the first time.',
  'The checklist {advisor} sent made the next steps easy.',
  'Exactly the independent view I was looking for.',
  'Worth every penny of the flat fee.',
  'Straight answers with the numbers to back them up.',
];

/** How a 4-star review of a speciality ends, with the title that says why not five. */
export const CAVEATS: readonly { title: string; text: string }[] = [
  {
    title: 'Very helpful, slightly rushed',
    text: 'We ran out of time for my last question, but the notes covered it.',
  },
  {
    title: 'Good advice, notes came later',
    text: 'The written summary took a few days longer than I expected.',
  },
  {
    title: 'Solid session',
    text: 'I would have liked a little more time on the details, but it was useful and reassuring.',
  },
  {
    title: 'Helpful overview',
    text: 'A bit more depth on one option would have earned five stars.',
  },
  {
    title: 'Good value',
    text: 'I took off one star only because I wanted more specific next steps.',
  },
  {
    title: 'Great content, audio hiccups',
    text: 'The video dropped once, though {advisor} stayed over time to make up for it.',
  },
  {
    title: 'Knowledgeable and friendly',
    text: 'The intake form felt long, but it made the meeting focused.',
  },
  {
    title: 'Useful second opinion',
    text: 'Mostly confirmed what I planned, which is worth something too.',
  },
];

/** How a general review begins, before one of the general stories. */
export const OPENINGS: readonly string[] = [
  'I booked after a coworker mentioned this site.',
  'I found {advisor} by searching for a fee-only advisor near me.',
  'This was my first time paying for financial advice.',
  'We met by video on a weekday evening after the kids were in bed.',
  'I had put this off for two years.',
  'My partner booked the hour and I came along reluctantly.',
  'I read a dozen profiles before choosing {advisor}.',
  'I was nervous about showing anyone my numbers.',
  'I booked the hour on my lunch break.',
  'A friend who had met {advisor} told me to book.',
  'I came in skeptical of financial advisors in general.',
  'We booked one hour to settle an argument about money.',
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
  {
    rating: 3,
    title: 'Useful, but the hour went fast',
    body: 'We spent too long on background and only got to two of my three questions. {advisor} was knowledgeable, and the notes were good.',
    reply: {
      title: 'Thank you, {reviewer}',
      body: 'You are right that we ran short. I now send a short agenda the day before so we get to every question, and I am glad to answer the third by email.',
    },
  },
  {
    rating: 3,
    title: 'Good advice, slow notes',
    body: 'The meeting was helpful, but the written notes took over a week to arrive and I had to ask for them.',
    reply: {
      title: 'My apologies, {reviewer}',
      body: 'That was too long. I now send notes within two business days of every meeting, and I have set a reminder so it does not happen again.',
    },
  },
  {
    rating: 3,
    title: 'Not quite the right fit',
    body: 'I wanted help choosing specific funds, and {advisor} focused on the bigger picture. Sensible, just not what I came for.',
    reply: {
      title: 'Thanks for the honest note',
      body: 'I do prefer to start with the overall plan, {reviewer}, and I have said so on my profile now. I am happy to go through fund choices in a follow-up if that helps.',
    },
  },
];
