// The frame's footer (docs/product.md#frame): resources, company links, disclosures and the
// copyright line.
import { Link } from 'react-router';
import { FIRM_NAME } from '../../shared/constants';
import { orderDisclosures } from '../../shared/domain/compliance-documents';
import { COMPLIANCE_PAGES } from '../../shared/routes/compliance';
import { HOME_ANCHORS, SITE_PAGES } from '../../shared/routes/site';
import { useComplianceDocuments } from '../api/home';
import { useAuth } from '../auth/auth-context';
import { ContactDetails } from '../ui/contact-details';
import { BrandMark } from './brand-mark';
import { COMPANY_LINKS, GET_STARTED_LINK, accountMenuLinks, homeAnchor } from './frame-links';
import type { FrameLink } from './frame-links';
import classes from './site-footer.module.css';

const TERMS_LABEL = 'Terms of Use';

function LinkColumn({ title, links }: { title: string; links: readonly FrameLink[] }) {
  return (
    <nav className={classes.column} aria-label={title}>
      <h2 className={classes.columnTitle}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const auth = useAuth();
  const { data: documents } = useComplianceDocuments();
  const disclosures = orderDisclosures(documents ?? []);
  // When the terms are one of the stored documents, that link replaces the fixed one.
  const termsIsDocument = disclosures.some(
    (document) => document.label.trim().toLowerCase() === TERMS_LABEL.toLowerCase(),
  );
  // UTC on both sides so the server and the hydrating browser agree on New Year's Eve.
  const year = new Date().getUTCFullYear();

  const resources: FrameLink[] = [
    GET_STARTED_LINK,
    { label: 'Pricing', to: homeAnchor(HOME_ANCHORS.pricing) },
    ...accountMenuLinks(auth),
    { label: 'Money Tools', to: SITE_PAGES.moneyTools },
  ];

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.about}>
          <BrandMark inverted />
          <p className={classes.blurb}>
            Flat-fee advice from vetted, independent, fee-only fiduciary financial advisors. No
            commissions, no products, no sales pitch.
          </p>
          <ContactDetails />
        </div>
        <LinkColumn title="Resources" links={resources} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <nav className={classes.column} aria-label="Disclosures">
          <h2 className={classes.columnTitle}>Disclosures</h2>
          <ul className={classes.list}>
            {!termsIsDocument && (
              <li>
                <Link to={COMPLIANCE_PAGES.terms} className={classes.link}>
                  {TERMS_LABEL}
                </Link>
              </li>
            )}
            {disclosures.map((document) => (
              <li key={document.url}>
                {/* noopener isolates this page from the document's tab; the referrer may stay. */}
                {/* eslint-disable-next-line react/jsx-no-target-blank */}
                <a
                  href={document.url}
                  target="_blank"
                  rel="noopener"
                  className={classes.link}
                  aria-label={`${document.label} (opens in a new tab)`}
                >
                  {document.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={classes.bottom}>
        <p className={classes.copyright} suppressHydrationWarning>
          © {year} {FIRM_NAME}
        </p>
        <p className={classes.fineprint}>
          Advisory services are offered by independent registered investment advisers. Nothing on
          this site is an offer to buy or sell securities.
        </p>
      </div>
    </footer>
  );
}
