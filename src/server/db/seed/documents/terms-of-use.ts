// The Terms of Use served at /documents/terms-of-use.
import { FACTS, LINKS } from './document-facts';

export const TERMS_OF_USE_HTML = `
<h2>1. About these terms</h2>
<p>These Terms of Use (the "Terms") govern your use of the ${FACTS.app} website and services, which are operated by ${FACTS.firm} ("we", "us" or "our"). By creating an account, booking a session or otherwise using the service, you agree to these Terms, to our <a href="${LINKS.privacy}">Privacy Policy</a>, and to the disclosures in our <a href="${LINKS.crs}">Form CRS Client Relationship Summary</a> and <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a>. If you do not agree, please do not use the service.</p>

<h2>2. What we are, and what we are not</h2>
<p>${FACTS.app} is a marketplace where people in the United States find and book independent financial advisors. Every advisor we list is:</p>
<ul>
  <li><strong>Fee-only.</strong> Advisors are paid only by the fees you pay for their advice. No advisor receives commissions, sales loads, or payments from any fund, insurance or annuity company for anything you buy.</li>
  <li><strong>Advice-only through us.</strong> Through our service, advisors give advice. They do not take custody of your money, manage or trade your accounts, or sell you financial products. You decide whether to act on the advice and you carry it out in your own accounts.</li>
  <li><strong>A fiduciary.</strong> When advising you, each advisor must act in your best interest and put your interests ahead of their own.</li>
  <li><strong>Independent.</strong> Advisors are not our employees. Each is responsible for the advice they give and for keeping their own registrations and licences current.</li>
</ul>
<p>We review each applicant's credentials, regulatory record and experience before listing them, and fewer than ${FACTS.acceptance} of advisors who apply are accepted. We do not promise any particular financial result. Investing involves risk, including the possible loss of the money you invest, and past performance does not guarantee future results.</p>

<h2>3. Who may use the service</h2>
<ul>
  <li>You must be at least 18 years old and live in the United States. If you live elsewhere, please read our <a href="${LINKS.nonUs}">information for people outside the US</a>.</li>
  <li>Advisors may only advise clients who live in states where they are permitted to do so. Each profile lists the states the advisor serves, and you must book an advisor who serves the state where you live.</li>
  <li>Your account is for you alone. Give us accurate information, keep your password private, and tell us straight away if you think someone else has used your account. You are responsible for activity under your account.</li>
</ul>

<h2>4. Our services and prices</h2>
<h3>The Hour</h3>
<p>A one-hour video meeting with an advisor, followed by written notes that summarise what you discussed and the steps you agreed. The Hour works best for one to three specific questions. Before the meeting you fill in a short intake form. It helps to bring a net worth statement, a summary of your income and expenses, and access to your online accounts so you can look up details during the call. Never share your passwords with an advisor; nobody from our service will ever ask for them.</p>
<h3>The Plan</h3>
<p>A ${FACTS.planWeeks}-week programme with ${FACTS.planMeetings} meetings, at least ${FACTS.planHours} hours of analysis by your advisor and a written financial plan of at least ${FACTS.planPages} pages. You get a private portal to enter your figures, upload the documents your advisor requests and book your meetings. After the programme you keep your roadmap and can ask your advisor follow-up questions about it.</p>
<h3>The Ongoing</h3>
<p>Where it is offered, The Ongoing is a continuing relationship with your advisor: regular check-in meetings, unlimited email support and an annual two-page checkup. It is shown as a monthly price and billed every ${FACTS.ongoingMonths} months in advance. Each advisor accepts a limited number of Ongoing clients, so places are not always available. You may end The Ongoing at any time; we refund the whole months that remain in the period you have paid for.</p>
<h3>Prices</h3>
<p>Each advisor sets their own prices within ranges we publish: ${FACTS.hourRange} for The Hour, ${FACTS.planRange} for The Plan, and ${FACTS.ongoingRange} per month for The Ongoing. The price shown when you book is the full price. There are no sign-up fees, hidden charges or charges based on your assets. Invoices for The Plan and The Ongoing are due within ${FACTS.invoiceDays} days of the invoice date.</p>
<p>Fees are paid to us, and we pass them to your advisor after keeping the referral fee described in section 10. Card payments are handled by our payment processor; we never see or store your full card number.</p>

<h2>5. Rescheduling, cancelling and missed meetings</h2>
<ul>
  <li><strong>Free changes with ${FACTS.noticeHours} hours' notice.</strong> You can reschedule or cancel any meeting at no cost up to ${FACTS.noticeHours} hours before it starts. Use the link in your confirmation email or in your <a href="${LINKS.account}">account</a>. A cancelled meeting is refunded in full.</li>
  <li><strong>Less than ${FACTS.noticeHours} hours' notice.</strong> Your advisor has set the time aside for you, so a late change is not refunded automatically. If something unexpected happened, contact us and we will do our best to help.</li>
  <li><strong>If your advisor cancels or does not attend,</strong> you receive a full refund or a new time of your choice, whichever you prefer.</li>
  <li><strong>Missed meetings.</strong> If you do not join a meeting and did not cancel, the meeting may be marked as a no-show. Contact us if this happened in error.</li>
</ul>

<h2>6. Our money-back promise</h2>
<p>If you are unhappy with a session, tell us and we will refund ${FACTS.refundPercent} of the fee you paid for it. You do not need to give a reason, and asking for a refund will never affect your ability to book again. The promise applies to The Hour, to The Plan and to each billing period of The Ongoing. Refunds go back to your original payment method and usually arrive within five to ten business days. We may stop accepting bookings from an account that repeatedly books and refunds sessions in a way that suggests misuse.</p>

<h2>7. Meeting recordings</h2>
<p>Meetings are held by video and may be recorded so that you can watch them again in your account. You stay in control:</p>
<ul>
  <li>You can ask your advisor to turn recording off before or during any meeting, and they will.</li>
  <li>You can ask us never to record your meetings. Recording then stays off for every future meeting.</li>
  <li>You can delete a recording permanently from your account. A deleted recording cannot be recovered by you, your advisor or us.</li>
</ul>
<p>Your advisor's written notes of each meeting are kept even if a recording is deleted, because advisers must keep records of the advice they give.</p>

<h2>8. The secure file vault</h2>
<p>Your account includes a secure file vault where you can keep statements, tax returns and other documents you want to share with your advisor. Files may be up to ${FACTS.uploadLimit} each. Files are encrypted in transit and at rest and are shown only to you and to the advisors you work with. You may delete your files at any time. Upload only documents you have the right to share, and never upload files that contain malicious code.</p>

<h2>9. Reviews</h2>
<p>After a meeting you may review your advisor. Reviews must describe your own genuine experience. We do not pay for reviews, and we do not filter, edit or hide reviews because of their rating or content about the advisor. Advisors may reply publicly. Reviews are testimonials from clients and describe individual experiences; they are not a guarantee that you will have a similar experience. Because advisors pay us a referral fee (see section 10), we have an interest in their success, which is a conflict of interest you should keep in mind when reading anything we publish about them.</p>

<h2>10. How we are paid, and our conflict of interest</h2>
<p>Independent advisors pay us a referral fee, which is a percentage of the fees you pay them through our service. We are not paid by any product provider and we do not receive any part of the money you invest. The referral fee gives us a financial incentive to list advisors, to encourage bookings and to promote higher-priced services. We address this conflict by publishing every advisor's prices, by letting you choose freely among advisors, by keeping the referral percentage the same for every advisor, and by our money-back promise. Our <a href="${LINKS.adv}">Form ADV Part 2A Brochure</a> describes this in more detail.</p>

<h2>11. Acceptable use</h2>
<p>When using the service you agree not to:</p>
<ul>
  <li>give false information, impersonate anyone, or book on behalf of someone without their permission;</li>
  <li>harass, threaten or discriminate against an advisor, a client or our staff;</li>
  <li>arrange to pay an advisor outside our service for sessions you found through us, or ask an advisor to sell you a product or to take charge of your accounts through us;</li>
  <li>copy, scrape or resell advisor profiles, reviews or other content;</li>
  <li>interfere with the security or operation of the service, or try to access accounts or data that are not yours.</li>
</ul>

<h2>12. Our content</h2>
<p>The website, its design and its content, including articles and money tools, belong to us or our licensors. You may use them for your own personal, non-commercial purposes. Articles, calculators and other general content are educational and are not personalised advice; personalised advice comes only from your advisor in a session.</p>

<h2>13. Disclaimers</h2>
<p>We provide the website and booking service "as is" and "as available". We work hard to keep it running and accurate but cannot promise it will always be uninterrupted or error-free. Advice is given by your advisor, who is responsible for it; we are responsible for vetting the advisors we list and for operating the service with reasonable care.</p>

<h2>14. Limitation of liability</h2>
<p>To the extent the law allows, our total liability to you for any claim arising from your use of the website and booking service is limited to the fees you paid through us in the twelve months before the claim arose, and we are not liable for indirect or consequential losses. <strong>Nothing in these Terms waives or limits any right you have under federal or state securities laws</strong>, including the fiduciary duty that advisors owe you.</p>

<h2>15. Disputes</h2>
<p>If you have a concern, please <a href="${LINKS.contact}">contact us</a> first; most problems are resolved quickly. If we cannot resolve a dispute informally within 30 days, either of us may bring it before the courts. These Terms are governed by the laws of the State of Delaware, except where the law of the state where you live gives you protections that cannot be waived.</p>

<h2>16. Ending your account</h2>
<p>You may close your account at any time from your account settings or by contacting us. We may suspend or close an account that breaks these Terms. Records we must keep by law are kept for the required period even after an account is closed, as explained in our <a href="${LINKS.privacy}">Privacy Policy</a>.</p>

<h2>17. Changes to these terms</h2>
<p>We may update these Terms. We will post the new version with its effective date, and we will email you at least 30 days before a material change takes effect. If you keep using the service after that date, the new Terms apply.</p>

<h2>18. Contact us</h2>
<p>Questions about these Terms are welcome. Please write to us through our <a href="${LINKS.contact}">contact page</a>.</p>
`.trim();
