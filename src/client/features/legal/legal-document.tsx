// A compliance document inside the site frame (/terms, /privacy): title, version and effective
// date, a link to the printable standalone page, a table of contents and the document itself.
import { useMemo } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { AppError } from '../../../shared/errors';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useComplianceDocument } from './legal-api';
import { outlineDocument } from './parts/legal-outline';
import classes from './parts/legal-document.module.css';

/** A table of contents helps only when there is something to jump between. */
const MIN_TOC_HEADINGS = 3;
const SKELETON_LINES = 8;

export interface LegalDocumentProps {
  slug: string;
  /** Shown as the heading until the document (and its own name) arrives. */
  title: string;
}

// UTC on both sides, so the server and the hydrating browser print the same day.
const effectiveDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function PrintableLink({ slug }: { slug: string }) {
  return (
    // noopener isolates this page from the document's tab; the referrer may stay.
    // eslint-disable-next-line react/jsx-no-target-blank
    <a
      href={COMPLIANCE_PAGES.document(slug)}
      target="_blank"
      rel="noopener"
      className={classes.printable}
    >
      Printable version
    </a>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof AppError && error.status === 404;
  return (
    <div className={classes.failure} role="alert">
      <p>
        {missing
          ? 'This document is not available right now.'
          : 'We couldn’t load this document just now.'}
      </p>
      <div className={classes.failureActions}>
        {!missing && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={Link} to={SITE_PAGES.contact} variant="subtle">
          Contact us
        </Button>
      </div>
    </div>
  );
}

export function LegalDocument({ slug, title }: LegalDocumentProps) {
  const { data, error, isError, refetch } = useComplianceDocument(slug);
  // bodyHtml is the firm's own text, stored by the seed and never written by visitors, so it is
  // shown as is (see getDocumentBody in the compliance service).
  const outline = useMemo(() => (data ? outlineDocument(data.bodyHtml) : null), [data]);

  let content;
  if (data && outline) {
    content = (
      <div className={classes.layout}>
        {outline.headings.length >= MIN_TOC_HEADINGS && (
          <nav className={classes.toc} aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className={classes.tocTitle}>
              On this page
            </h2>
            <ol className={classes.tocList}>
              {outline.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={classes.body} dangerouslySetInnerHTML={{ __html: outline.html }} />
      </div>
    );
  } else if (isError) {
    content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  } else {
    content = (
      <div className={classes.loading} aria-busy="true" aria-label={`Loading ${title}`}>
        {Array.from({ length: SKELETON_LINES }, (_, index) => (
          <Skeleton key={index} height={14} radius="sm" width={index % 4 === 3 ? '60%' : '100%'} />
        ))}
      </div>
    );
  }

  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <header className={classes.header}>
        <p className={classes.eyebrow}>Legal</p>
        <h1 id="legal-title" className={classes.title}>
          {data?.displayName ?? title}
        </h1>
        <div className={classes.meta}>
          {data ? (
            <span>
              Version {data.version} · Effective{' '}
              <time dateTime={data.effectiveAt}>{effectiveDate(data.effectiveAt)}</time>
            </span>
          ) : (
            !isError && <Skeleton height={14} width={220} radius="sm" />
          )}
          <PrintableLink slug={slug} />
        </div>
      </header>
      {content}
    </article>
  );
}
