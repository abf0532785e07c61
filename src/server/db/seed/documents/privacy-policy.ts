// The Privacy Policy served at /documents/privacy-policy.
import { FACTS, LINKS } from './document-facts';

export const PRIVACY_POLICY_HTML = `
<h2>Our commitments in brief</h2>
<ul>
  <li><strong>We do not sell your personal information</strong>, and we do not share it for targeted advertising.</li>
  <li>We share your financial details only with the advisors you choose to work with, and with service providers who help us run ${FACTS.app} under contract.</li>
  <li>You control your meeting recordings and the files in your secure vault, and you can delete them.</li>
  <li>You can ask to see, correct, download or delete your information, wherever in the United States you live.</li>
</ul>
<p>This policy explains how ${FACTS.firm} ("we", "us") collects, uses, shares and protects personal information when you use ${FACTS.app}. It applies to visitors, clients, advisors and affiliate partners. It should be read together with our <a href="${LINKS.terms}">Terms of Use</a>.</p>

<h2>Information we collect</h2>
<h3>Information you give us</h3>
<ul>
  <li><strong>Account details:</strong> your name, email address and password. Passwords are stored only as a one-way hash that nobody can read.</li>
  <li><strong>Booking and intake information:</strong> the questions you want to discuss and what you tell us in the intake form, such as your goals, household, income, expenses, assets and debts.</li>
  <li><strong>Plan information:</strong> if you sign up for The Plan or The Ongoing, the figures you enter in your portal, any accounts you choose to link with read-only access, and the documents your advisor asks for.</li>
  <li><strong>Files:</strong> documents you upload to your secure file vault.</li>
  <li><strong>Reviews and messages:</strong> reviews you write and messages you send to us or to your advisor.</li>
  <li><strong>Payment information:</strong> card payments are handled by our payment processor. We receive only the card brand, the last four digits, the billing postal code and the payment result. We never see or store your full card number.</li>
</ul>
<h3>Information created when you use the service</h3>
<ul>
  <li>Your meetings: date, time, advisor, status, and the written notes and summaries your advisor prepares.</li>
  <li>Meeting recordings, unless recording is turned off (see below).</li>
  <li>Your billing history, invoices and refunds.</li>
</ul>
<h3>Information collected automatically</h3>
<ul>
  <li>Technical details such as your browser type, device, IP address and the pages you visit, which we use to keep the service secure and working.</li>
  <li>Error reports sent by your browser when something goes wrong, so we can fix it.</li>
  <li>If you arrive through a link from a partner or campaign, the campaign tags in that link (such as utm_source) are stored in your browser's local storage and recorded with your booking, so we know which partner referred you.</li>
  <li>Sign-in information kept in your browser's session storage while you are signed in.</li>
</ul>
<p>We do not use third-party advertising cookies or tracking pixels.</p>

<h2>How we use information</h2>
<ul>
  <li>To run the service: create your account, book and hold meetings, take payments, issue refunds and send confirmations, reminders and meeting summaries.</li>
  <li>To let your advisor prepare for and give you advice.</li>
  <li>To vet advisors, monitor the quality of advice and handle complaints.</li>
  <li>To keep the service secure, prevent fraud and fix problems.</li>
  <li>To pay referral commissions to affiliate partners and referral fees to us, and to keep the accounts and records that the law requires.</li>
  <li>To send you occasional news about the service, which you can turn off at any time with the link in each email.</li>
</ul>

<h2>How we share information</h2>
<ul>
  <li><strong>With your advisor.</strong> When you book an advisor, they see your name, contact details, intake answers, the files you share with them and the recordings and notes of your meetings with them. Advisors may use this information only to advise you and to meet their legal obligations, never to market products to you.</li>
  <li><strong>With service providers.</strong> Companies that host our systems, provide video meetings, process payments, store files and deliver email act on our instructions under contracts that require them to protect your information and forbid them from using it for their own purposes.</li>
  <li><strong>With affiliate partners.</strong> If a partner referred you, we tell them that a referral led to a purchase and the amount used to calculate their commission. We never give them your financial information.</li>
  <li><strong>For legal reasons.</strong> As a registered investment adviser we may have to share records with the Securities and Exchange Commission or state securities regulators during examinations, and we will respond to valid legal process.</li>
  <li><strong>If our business changes hands.</strong> If we merge with or are acquired by another company, your information would transfer under the protections of this policy, and we would tell you first.</li>
</ul>
<p>We do not sell personal information, we do not share it for cross-context behavioural advertising, and we do not share it with anyone for their own marketing.</p>

<h2>Meeting recordings</h2>
<p>Meetings may be recorded so you can watch them again in your account. Recordings are visible to you and to the advisor you met, and to our staff only when needed to resolve a complaint or a technical problem. You may:</p>
<ul>
  <li>ask your advisor to turn recording off before or during a meeting;</li>
  <li>ask us never to record your meetings, so recording stays off for all future meetings; and</li>
  <li>delete any recording permanently from your account. Deleted recordings are removed from our storage and from the video provider, and cannot be recovered.</li>
</ul>

<h2>Your secure file vault</h2>
<p>Files you upload are sent over an encrypted connection, stored encrypted, and shown only to you and to the advisors you work with. Files can be up to ${FACTS.uploadLimit} each. You can delete a file at any time, and deleted files are removed from our storage.</p>

<h2>How we protect information</h2>
<p>We encrypt information in transit and at rest, limit access to staff who need it for their work, require strong authentication for staff and advisors, keep audit records of access to client files, and test our systems regularly. No system is perfectly secure; if a breach affects your information we will notify you and the authorities as the law requires.</p>

<h2>How long we keep information</h2>
<ul>
  <li>Account and profile information: while your account is open, and for a short period afterwards so you can reopen it.</li>
  <li>Records of advice, meetings, fees and communications: for at least five years, as investment adviser recordkeeping rules require, even if you close your account.</li>
  <li>Recordings and vault files: until you delete them, or until 90 days after you close your account.</li>
  <li>Technical logs and error reports: for up to one year.</li>
</ul>

<h2>Your choices and rights</h2>
<p>Wherever you live in the United States, you can ask us to:</p>
<ul>
  <li>tell you what personal information we hold about you and give you a copy;</li>
  <li>correct information that is wrong;</li>
  <li>delete your information, except records the law requires us to keep; and</li>
  <li>stop sending you news emails.</li>
</ul>
<p>Residents of California, Colorado, Connecticut, Virginia and other states with privacy laws have these rights by law; we extend them to everyone. We honour Global Privacy Control signals. You may use an authorised agent, and we will verify requests before acting on them. We will never treat you differently for using your rights. To make a request, visit our <a href="${LINKS.contact}">contact page</a>.</p>

<h2>Financial privacy notice</h2>
<p>As a registered investment adviser we follow the Gramm-Leach-Bliley Act and the SEC's Regulation S-P. We do not disclose nonpublic personal information about current or former clients to non-affiliated third parties except as described in this policy and as the law permits, for example to service providers who help us serve you or to regulators. Because we do not share information in ways that would require it, there is nothing you need to opt out of.</p>

<h2>Children</h2>
<p>The service is for adults. We do not knowingly collect information from children under 13. When parents discuss their children's finances, such as college savings or accounts for a child, the details they give us are kept as part of the parent's records.</p>

<h2>Changes to this policy</h2>
<p>We will post any update here with its effective date, and we will email you before a material change takes effect.</p>

<h2>Contact us</h2>
<p>For privacy questions or requests, please write to us through our <a href="${LINKS.contact}">contact page</a>. Our Form ADV Part 2A Brochure and Form CRS are available at <a href="${LINKS.adv}">${LINKS.adv}</a> and <a href="${LINKS.crs}">${LINKS.crs}</a>.</p>
`.trim();
