// /find-your-advisor (docs/product.md#matching): the matching questionnaire, shown only while the
// AdvisorRecommendations flag is on (the route's loader answers 404 otherwise).
import { Questionnaire } from '../../features/matching/questionnaire';
import classes from '../../features/matching/matching-page.module.css';

export default function FindAdvisorPage() {
  return (
    <div className={classes.page}>
      <div className={classes.column}>
        <header className={classes.header}>
          <p className={classes.eyebrow}>Find your advisor</p>
          <h1 className={classes.title}>A few questions, then your best matches</h1>
          <p className={classes.intro}>
            Five quick steps. We rank fee-only advisors who serve your state by what you need, your
            budget and when you can meet, and tell you why each one fits.
          </p>
        </header>
        <div className={classes.card}>
          <Questionnaire />
        </div>
      </div>
    </div>
  );
}
