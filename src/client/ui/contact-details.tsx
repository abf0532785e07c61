// How to reach support besides the form (docs/product.md#frame): phone and email as links that
// dial and write, and the postal address, all in one <address>. Drawn for a dark background (the
// footer and the contact page's aside share it).
import type { ReactNode } from 'react';
import type { ContactDetails as Details } from '../../shared/contracts/system';
import { useContactDetails } from '../api/contact-details';
import classes from './contact-details.module.css';

const ICON = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

function PhoneIcon() {
  return (
    <svg {...ICON} className={classes.icon}>
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg {...ICON} className={classes.icon}>
      <path
        fill="currentColor"
        d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2m0 2v.5l8 5 8-5V7zm0 2.85V17h16V9.85l-8 5z"
      />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg {...ICON} className={classes.icon}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7m0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5"
      />
    </svg>
  );
}

/** An email address that, when it must wrap, wraps after its '@' rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The details as given; the footer and the contact page render this. */
export function ContactDetailsView({ details }: { details: Details }) {
  return (
    <address className={classes.address}>
      <ul className={classes.list}>
        <li className={classes.item}>
          <PhoneIcon />
          <a className={classes.link} href={details.phoneHref}>
            <span className={classes.label}>Call us </span>
            {details.phone}
          </a>
        </li>
        <li className={classes.item}>
          <MailIcon />
          <a className={classes.link} href={`mailto:${details.email}`}>
            <span className={classes.label}>Email us </span>
            <EmailText email={details.email} />
          </a>
        </li>
        <li className={classes.item}>
          <PinIcon />
          <span>
            <span className={classes.label}>Write to us </span>
            {details.postalAddress.map((line, index) => (
              <span key={index} className={classes.line}>
                {line}
              </span>
            ))}
          </span>
        </li>
      </ul>
    </address>
  );
}

/**
 * The configured details. The root loader fills them before the first render; if that read failed,
 * `fallback` shows instead (the footer shows nothing, the contact page points at the form).
 */
export function ContactDetails({ fallback = null }: { fallback?: ReactNode }) {
  const { data } = useContactDetails();
  return data ? <ContactDetailsView details={data} /> : fallback;
}
