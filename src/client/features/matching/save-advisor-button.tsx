// The "Save" heart on an advisor's card and profile (docs/product.md#matching): a toggle button
// (aria-pressed) that keeps the advisor on the visitor's shortlist. Renders nothing outside the
// app's data providers (a card rendered alone), so any page may include it.
import { useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { SAVED_LIMIT_MESSAGE } from '../../../shared/saved-advisors';
import { useSavedAdvisors } from './use-saved-advisors';
import classes from './parts/save-advisor-button.module.css';

export interface SaveAdvisorButtonProps {
  slug: string;
  /** The advisor's name, for the button's accessible name. */
  name: string;
  /** 'icon' sits on a card's photo; 'labelled' shows its words beside the heart. */
  variant?: 'icon' | 'labelled';
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SaveToggle({ slug, name, variant = 'icon' }: SaveAdvisorButtonProps) {
  const saved = useSavedAdvisors();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pressed = saved.slugs.includes(slug);

  async function toggle() {
    setRefusal(null);
    const done = await saved.setSaved(slug, !pressed);
    if (!done) setRefusal(saved.error?.message ?? SAVED_LIMIT_MESSAGE);
  }

  return (
    <span className={variant === 'icon' ? classes.iconSpot : classes.labelledSpot}>
      <button
        type="button"
        className={variant === 'icon' ? classes.icon : classes.labelled}
        aria-pressed={pressed}
        aria-label={variant === 'icon' ? `Save ${name} to your shortlist` : undefined}
        disabled={saved.loading}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={pressed} />
        {variant === 'labelled' && <span>{pressed ? 'Saved' : 'Save'}</span>}
      </button>
      {refusal && (
        <span role="alert" className={classes.refusal}>
          {refusal}
        </span>
      )}
    </span>
  );
}

export function SaveAdvisorButton(props: SaveAdvisorButtonProps) {
  // A card rendered on its own (tests, previews) has no data providers: no button then.
  if (!useContext(QueryClientContext)) return null;
  return <SaveToggle {...props} />;
}
