// The firm's Form CRS Client Relationship Summary served at /documents/form-crs. The headings and
// conversation starters follow the structure the form requires.
import { FACTS, LINKS } from './document-facts';

export const FORM_CRS_HTML = `
<h2>Introduction</h2>
<p>${FACTS.firm}, doing business as ${FACTS.app}, is registered with the Securities and Exchange Commission as an investment adviser. Brokerage and investment advisory services and fees differ, and it is important for you to understand the differences. Free and simple tools are available to research firms and financial professionals at <a href="${LINKS.investorCrs}">Investor.gov/CRS</a>, which also provides educational materials about broker-dealers, investment advisers and investing.</p>

<h2>What investment services and advice can you provide me?</h2>
<p>We offer investment advisory services to retail investors through an online marketplace of independent, fee-only financial advisors. We vet each advisor, and fewer than ${FACTS.acceptance} of those who apply are accepted. You choose an advisor and one of three services: <strong>The Hour</strong>, a one-hour video meeting with follow-up notes; <strong>The Plan</strong>, a ${FACTS.planWeeks}-week engagement with ${FACTS.planMeetings} meetings and a written plan of at least ${FACTS.planPages} pages; and, where offered, <strong>The Ongoing</strong>, a continuing relationship with regular check-ins and email support.</p>
<ul>
  <li><strong>Monitoring:</strong> we do not monitor your investments. With The Ongoing your advisor reviews your plan at regular check-ins and in an annual checkup.</li>
  <li><strong>Investment authority:</strong> the advice is non-discretionary. You make the final decision on every recommendation and carry it out in your own accounts.</li>
  <li><strong>Limited offerings:</strong> advisors do not manage your money or sell products through us, and they do not limit their advice to any particular fund family or product.</li>
  <li><strong>Account minimums:</strong> none. There is no minimum account size, income or net worth.</li>
</ul>
<p>For more detail, see Items 4 and 7 of our <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a>.</p>
<p><strong>Conversation starters. Ask your financial professional:</strong></p>
<ul>
  <li>Given my financial situation, should I choose an investment advisory service? Why or why not?</li>
  <li>How will you choose investments to recommend to me?</li>
  <li>What is your relevant experience, including your licences, education and other qualifications? What do these qualifications mean?</li>
</ul>

<h2>What fees will I pay?</h2>
<p>You pay a fixed price set by your advisor and shown before you book: ${FACTS.hourRange} for The Hour, ${FACTS.planRange} for The Plan, and ${FACTS.ongoingRange} per month for The Ongoing, billed every ${FACTS.ongoingMonths} months. The Hour is paid when you book; The Plan and The Ongoing are invoiced. Fees are not based on your assets, so the amount you pay does not grow as your accounts grow, and neither we nor your advisor earn anything from the investments you choose.</p>
<p>You may reschedule or cancel free of charge up to ${FACTS.noticeHours} hours before a meeting, and if you are unhappy with a session we refund ${FACTS.refundPercent} of its fee. If you act on advice you may pay other costs, such as fund expenses or brokerage fees, to the firms that hold your accounts; we receive none of them.</p>
<p><strong>You will pay fees and costs whether you make or lose money on your investments. Fees and costs will reduce any amount of money you make on your investments over time. Please make sure you understand what fees and costs you are paying.</strong> For more detail, see Item 5 of our <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a>.</p>
<p><strong>Conversation starter. Ask your financial professional:</strong></p>
<ul>
  <li>Help me understand how these fees and costs might affect my investments. If I give you $10,000 to invest, how much will go to fees and costs, and how much will be invested for me?</li>
</ul>

<h2>What are your legal obligations to me when acting as my investment adviser? How else does your firm make money and what conflicts of interest do you have?</h2>
<p><strong>When we act as your investment adviser, we have to act in your best interest and not put our interest ahead of yours. At the same time, the way we make money creates some conflicts with your interests. You should understand and ask us about these conflicts because they can affect the investment advice we provide you.</strong> Here are some examples to help you understand what this means:</p>
<ul>
  <li><strong>Referral fees:</strong> the independent advisors we list pay us a referral fee equal to a percentage of the fees you pay them. We therefore earn more when you book more sessions or choose higher-priced services, which gives us an incentive to promote them.</li>
  <li><strong>Affiliate partners:</strong> we pay partners who refer clients to us, so a partner who recommends us is paid for doing so.</li>
</ul>
<p><strong>Conversation starter. Ask your financial professional:</strong></p>
<ul>
  <li>How might your conflicts of interest affect me, and how will you address them?</li>
</ul>
<p>For more detail, see Items 10, 11 and 14 of our <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a>.</p>

<h2>How do your financial professionals make money?</h2>
<p>Advisors are paid the fee you pay for their service, less our referral fee. They do not receive commissions, bonuses tied to products, or payments from any fund or insurance company. An advisor earns more if you book more meetings or choose The Plan or The Ongoing, which is a conflict of interest; you decide which service you need, and you may stop at any time.</p>

<h2>Do you or your financial professionals have legal or disciplinary history?</h2>
<p>No. Visit <a href="${LINKS.investorCrs}">Investor.gov/CRS</a> for a free and simple search tool to research us and our financial professionals.</p>
<p><strong>Conversation starter. Ask your financial professional:</strong></p>
<ul>
  <li>As a financial professional, do you have any disciplinary history? For what type of conduct?</li>
</ul>

<h2>Additional information</h2>
<p>You can find more about our services in our <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a> and on the SEC's website at <a href="${LINKS.iapd}">adviserinfo.sec.gov</a>. To request up-to-date information or a copy of this relationship summary, please use our <a href="${LINKS.contact}">contact page</a>.</p>
<p><strong>Conversation starter. Ask your financial professional:</strong></p>
<ul>
  <li>Who is my primary contact person? Is he or she a representative of an investment adviser or a broker-dealer? Who can I talk to if I have concerns about how this person is treating me?</li>
</ul>
`.trim();
