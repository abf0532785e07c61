// The firm's Form ADV Part 2A brochure served at /documents/form-adv-part-2a. Its items follow the
// order the form prescribes.
import { FACTS, LINKS } from './document-facts';

export const FORM_ADV_PART_2A_HTML = `
<h2>Item 1. Cover page</h2>
<p><strong>${FACTS.firm}</strong>, doing business as ${FACTS.app}. Form ADV Part 2A Firm Brochure.</p>
<p>This brochure provides information about the qualifications and business practices of ${FACTS.firm}. If you have any questions about its contents, please contact us through our <a href="${LINKS.contact}">contact page</a>. The information in this brochure has not been approved or verified by the United States Securities and Exchange Commission or by any state securities authority.</p>
<p>Registration as an investment adviser does not imply a certain level of skill or training. Additional information about ${FACTS.firm} is available on the SEC's Investment Adviser Public Disclosure website at <a href="${LINKS.iapd}">adviserinfo.sec.gov</a>.</p>

<h2>Item 2. Material changes</h2>
<p>There have been no material changes since our last annual update. When we make a material change we will send you a summary of it and offer you a copy of the updated brochure, free of charge.</p>

<h2>Item 3. Table of contents</h2>
<ul>
  <li>Item 4. Advisory business</li>
  <li>Item 5. Fees and compensation</li>
  <li>Item 6. Performance-based fees and side-by-side management</li>
  <li>Item 7. Types of clients</li>
  <li>Item 8. Methods of analysis, investment strategies and risk of loss</li>
  <li>Item 9. Disciplinary information</li>
  <li>Item 10. Other financial industry activities and affiliations</li>
  <li>Item 11. Code of ethics, participation in client transactions and personal trading</li>
  <li>Item 12. Brokerage practices</li>
  <li>Item 13. Review of accounts</li>
  <li>Item 14. Client referrals and other compensation</li>
  <li>Item 15. Custody</li>
  <li>Item 16. Investment discretion</li>
  <li>Item 17. Voting client securities</li>
  <li>Item 18. Financial information</li>
</ul>

<h2>Item 4. Advisory business</h2>
<p>${FACTS.firm} operates ${FACTS.app}, an online marketplace through which individuals in the United States select and book independent, fee-only financial advisors. Our advisory service is the <strong>selection of other advisers</strong>: we evaluate and vet independent advisors, publish their profiles, prices and client reviews, help you choose one, and monitor the quality of their service. The financial advice itself is given by the advisor you select, who is registered as, or is a representative of, an investment adviser registered with the SEC or with one or more states.</p>
<p>Before we list an advisor we review their credentials, education, experience, regulatory history and a sample of their written work, and we interview them. Fewer than ${FACTS.acceptance} of advisors who apply are accepted. Every listed advisor agrees to act as a fiduciary, to be compensated only by the fees clients pay, and, through our service, to give advice only: advisors do not manage, trade or hold client assets through us and do not sell insurance, annuities or other products.</p>
<p>Clients may choose among three services:</p>
<ul>
  <li><strong>The Hour:</strong> a one-hour video meeting with follow-up notes, suited to one to three specific questions.</li>
  <li><strong>The Plan:</strong> a ${FACTS.planWeeks}-week engagement with ${FACTS.planMeetings} meetings, at least ${FACTS.planHours} hours of analysis and a written financial plan of at least ${FACTS.planPages} pages covering the topics you agree with your advisor, such as cash flow, debt, investments, retirement, taxes, insurance and estate planning.</li>
  <li><strong>The Ongoing:</strong> where offered, a continuing relationship with regular check-ins, unlimited email support and an annual two-page checkup. Capacity is limited.</li>
</ul>
<p>Advice is tailored to the information and goals you share. You may limit the topics an advisor covers. Because advisors do not manage assets through our service, we report no regulatory assets under management for this programme.</p>

<h2>Item 5. Fees and compensation</h2>
<p>Each advisor sets their own fixed prices within ranges we publish: ${FACTS.hourRange} for The Hour, ${FACTS.planRange} for The Plan, and ${FACTS.ongoingRange} per month for The Ongoing. Fees are never based on your assets, income or any product you buy. Prices are shown on each advisor's profile before you book.</p>
<ul>
  <li>The Hour is paid in full when you book.</li>
  <li>The Plan is invoiced when you sign up; invoices are due within ${FACTS.invoiceDays} days.</li>
  <li>The Ongoing is shown as a monthly fee and invoiced every ${FACTS.ongoingMonths} months in advance; invoices are due within ${FACTS.invoiceDays} days. You may end it at any time and receive a refund of the whole months remaining in the period you have paid for.</li>
</ul>
<p>You may reschedule or cancel a meeting free of charge up to ${FACTS.noticeHours} hours before it starts; a cancelled meeting is refunded in full. Under our money-back promise, if you are unhappy with a session we refund ${FACTS.refundPercent} of the fee paid for it.</p>
<p>If you act on advice you may pay other costs, such as fund expense ratios, brokerage commissions, account fees or fees charged by an attorney or tax preparer. Neither we nor your advisor receive any part of those costs. Comparable advice may be available elsewhere for more or less.</p>
<p>You pay fees to us. We keep a referral fee, which is a percentage of each fee and is the same for every advisor, and pay the rest to your advisor. See Item 14.</p>

<h2>Item 6. Performance-based fees and side-by-side management</h2>
<p>Neither we nor the advisors we list charge performance-based fees through our service.</p>

<h2>Item 7. Types of clients</h2>
<p>Our clients are individuals, couples and families living in the United States. There is no minimum account size, income or net worth. Advisors serve clients only in the states listed on their profiles.</p>

<h2>Item 8. Methods of analysis, investment strategies and risk of loss</h2>
<p>Advisors use cash-flow and net worth analysis, retirement income projections, tax projections, insurance needs analysis and asset allocation analysis, usually with professional financial planning software. Investment recommendations generally favour broadly diversified, low-cost funds held for the long term, fitted to your goals, time horizon and tolerance for risk.</p>
<p>All investing involves risk, including the loss of the money you invest. Projections rely on assumptions about returns, inflation, taxes and lifespans that may prove wrong, and on the accuracy and completeness of the information you provide. Laws, especially tax laws, change. You decide whether to follow any recommendation and you carry it out yourself, so the results also depend on how and when you act.</p>

<h2>Item 9. Disciplinary information</h2>
<p>${FACTS.firm} and its management have no legal or disciplinary events to report. Before listing an advisor we check their record on the SEC's and FINRA's public disclosure websites, and we do not list advisors with disciplinary history related to client harm.</p>

<h2>Item 10. Other financial industry activities and affiliations</h2>
<p>We are not a broker-dealer and have no affiliated broker-dealer, insurance agency, bank or fund company. Some advisors we list run their own advisory firms, and a few of those firms also manage investments for their own clients for a fee. Through our service those advisors give advice only and may not solicit you to move your assets to their firms. Some advisors are also CPAs or Enrolled Agents and offer tax preparation separately from our service.</p>

<h2>Item 11. Code of ethics, participation in client transactions and personal trading</h2>
<p>We have adopted a code of ethics that requires our staff to put clients' interests first, to keep client information confidential and to report their personal securities holdings and transactions. Every listed advisor agrees to follow the fiduciary standard and the CFP Board's Code of Ethics or an equivalent professional code. Neither we nor the advisors buy securities from or sell securities to clients, and we do not recommend securities in which we have a financial interest. A copy of our code of ethics is available on request.</p>

<h2>Item 12. Brokerage practices</h2>
<p>We do not select or recommend broker-dealers to execute your transactions, we receive no research or other benefits from any broker-dealer, and we do not direct brokerage. Advisors may suggest criteria for choosing a custodian, but you decide where to hold your accounts.</p>

<h2>Item 13. Review of accounts</h2>
<p>We do not manage accounts and do not review them on a continuing basis. The Plan includes ${FACTS.planMeetings} meetings over ${FACTS.planWeeks} weeks. Clients of The Ongoing have regular check-ins and an annual two-page checkup. We review a sample of advisors' meeting notes and written plans each quarter for quality and compliance, and we read every client review.</p>

<h2>Item 14. Client referrals and other compensation</h2>
<p><strong>Referral fees paid to us by advisors.</strong> Independent advisors pay us a referral fee for each client who books through our service, calculated as a percentage of the fee the client pays. This is a conflict of interest: we earn more when more sessions are booked and when clients choose higher-priced services or advisors. We address it by publishing every advisor's prices, keeping the referral percentage the same for every advisor, letting you choose freely, and offering our money-back promise. The referral fee does not increase the price you pay.</p>
<p><strong>Affiliate partners.</strong> We pay commissions to affiliate partners who refer clients to us through their own landing pages. Partners are paid only when a referred client makes a purchase, which gives them an incentive to recommend our service. Affiliate pages disclose the partner's compensation.</p>
<p><strong>Reviews.</strong> Reviews on our site are testimonials from clients about their own advisor. We do not pay for reviews, and we do not filter or hide them. Individual experiences vary and are not a guarantee of future performance or success.</p>

<h2>Item 15. Custody</h2>
<p>We do not have custody of client funds or securities, and neither do the advisors through our service. Fees are collected by our payment processor.</p>

<h2>Item 16. Investment discretion</h2>
<p>We and the advisors have no discretionary authority over your accounts. You make and carry out every investment decision.</p>

<h2>Item 17. Voting client securities</h2>
<p>We do not vote proxies for clients. You receive proxy materials directly from your custodian or the issuer and may ask your advisor for their view.</p>

<h2>Item 18. Financial information</h2>
<p>We never require payment of more than $1,200 in fees per client six or more months in advance. We have no financial condition that is reasonably likely to impair our ability to meet our commitments to clients, and we have never been the subject of a bankruptcy petition.</p>
`.trim();
