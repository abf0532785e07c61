// 'Our Philosophy' (docs/product.md#public-site): five principles.
import { PHILOSOPHY } from '../../features/marketing/home-content';
import { Section } from '../../ui/section';
import classes from './philosophy-section.module.css';

export function PhilosophySection() {
  return (
    <Section
      eyebrow="Our philosophy"
      title="Advice you can trust, because it’s the only thing we sell"
    >
      <ol className={classes.list}>
        {PHILOSOPHY.map((item, index) => (
          <li key={item.title} className={classes.item}>
            <span className={classes.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className={classes.title}>{item.title}</h3>
              <p className={classes.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
