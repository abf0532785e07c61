// 'Our promise' (docs/product.md#public-site): the four claims (docs/product.md#promises), with the
// numbers from the constants.
import { PROMISES } from './home-content';
import { Section } from '../../ui/section';
import classes from './parts/promise-section.module.css';

export function PromiseSection() {
  return (
    <Section eyebrow="Our promise" title="Booking with us is risk-free">
      <ul className={classes.grid}>
        {PROMISES.map((promise) => (
          <li key={promise.title} className={classes.item}>
            <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
              <path d="m8.5 12 2.5 2.5 4.5-5" className={classes.check} />
            </svg>
            <h3 className={classes.title}>{promise.title}</h3>
            <p className={classes.text}>{promise.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
