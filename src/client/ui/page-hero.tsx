// The opening band of a content page: eyebrow, the page's one h1, a lead paragraph, actions
// and an optional aside (key facts, a price). Shorter than the home hero, in the same colours.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead; use HeroLink for a quieter second action. */
  actions?: ReactNode;
  /** The right-hand column on wide screens, under the copy on phones. */
  aside?: ReactNode;
  /** Extra lines between the lead and the actions (a price, a note). */
  children?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, actions, aside, children }: PageHeroProps) {
  return (
    <section
      className={aside ? `${classes.hero} ${classes.withAside}` : classes.hero}
      aria-labelledby="page-title"
    >
      <div className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={classes.title}>
            {title}
          </h1>
          <p className={classes.lead}>{lead}</p>
          {children}
          {actions && <div className={classes.actions}>{actions}</div>}
        </div>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
    </section>
  );
}

/** A text link on the dark hero: a route inside the app, or a plain anchor when `external`. */
export function HeroLink({
  to,
  external,
  children,
}: {
  to: string;
  external?: boolean;
  children: ReactNode;
}) {
  if (external) {
    return (
      <a href={to} className={classes.link}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes.link}>
      {children}
    </Link>
  );
}

export interface HeroFact {
  value: string;
  label: string;
}

/** Key numbers as tiles beside the hero copy. */
export function HeroFacts({ facts, label }: { facts: readonly HeroFact[]; label: string }) {
  return (
    <ul className={classes.facts} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.label} className={classes.fact}>
          <span className={classes.factValue}>{fact.value}</span>
          <span className={classes.factLabel}>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A line such as 'From $150 per meeting' under the lead; `value` may be a skeleton. */
export function HeroPrice({
  label,
  value,
  unit,
}: {
  label: string;
  value: ReactNode;
  unit: string;
}) {
  return (
    <p className={classes.price}>
      <span className={classes.priceLabel}>{label}</span>
      <strong className={classes.priceValue}>{value}</strong>
      <span className={classes.priceUnit}>{unit}</span>
    </p>
  );
}

/** A glass panel for the hero's side column: a short title (not a heading) and its content. */
export function HeroPanel({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: 'check';
  children: ReactNode;
}) {
  return (
    <div className={classes.panel}>
      <p className={classes.panelTitle}>
        {icon === 'check' && (
          <svg className={classes.panelIcon} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" />
            <path d="m7 12.5 3.2 3.2L17 9" />
          </svg>
        )}
        {title}
      </p>
      <div className={classes.panelBody}>{children}</div>
    </div>
  );
}
