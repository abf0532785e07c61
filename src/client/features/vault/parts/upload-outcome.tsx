// The one place an upload's outcome is said: stored, refused (with the reason) or canceled, one
// at a time. The region is always there, so screen readers announce each new outcome in it.
import classes from './upload-panel.module.css';

export interface UploadOutcomeRegionProps {
  error?: string | undefined;
  /** The name the stored file is kept under. */
  stored?: string | undefined;
  notice?: string | undefined;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.14" />
      <path
        d="m6 10.5 2.6 2.6L14.2 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function UploadOutcomeRegion({ error, stored, notice }: UploadOutcomeRegionProps) {
  return (
    <div className={classes.outcome} role="status" aria-live="polite" aria-label="Upload outcome">
      {error ? (
        <div className={classes.outcomeError}>
          <p className={classes.outcomeTitle}>The file was not uploaded</p>
          <p className={classes.outcomeText}>{error}</p>
        </div>
      ) : stored ? (
        <p className={classes.outcomeStored}>
          <CheckIcon />
          <span>
            <strong>File uploaded.</strong> “{stored}” is safe in your vault.
          </span>
        </p>
      ) : notice ? (
        <p className={classes.notice}>{notice}</p>
      ) : null}
    </div>
  );
}
