// 'How it works' (docs/product.md#public-site): 1 Select, 2 Schedule, 3 Get advice.
import { HOME_ANCHORS } from '../../../shared/routes/site';
import { HOW_IT_WORKS } from '../../features/marketing/home-content';
import { Section } from '../../ui/section';
import classes from './how-it-works-section.module.css';

export function HowItWorksSection() {
  return (
    <Section
      id={HOME_ANCHORS.howItWorks}
      eyebrow="How it works"
      title="Good advice in three simple steps"
    >
      <ol className={classes.steps}>
        {HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={classes.title}>
              <span className={classes.visuallyHidden}>Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={classes.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
