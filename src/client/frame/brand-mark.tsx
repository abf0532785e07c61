// The product's logo: a navy tile with rising gold and teal bars, and the name beside it.
import { APP_NAME } from '../../shared/constants';
import classes from './brand-mark.module.css';

export function BrandMark({
  inverted = false,
  nameClassName,
}: {
  inverted?: boolean;
  /** Lets a crowded header hide the name and keep the tile. */
  nameClassName?: string;
}) {
  return (
    <span className={inverted ? `${classes.brand} ${classes.inverted}` : classes.brand}>
      <svg className={classes.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#1b2d4f'} />
        <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#2a9d8f" />
        <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#2a9d8f" />
        <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#eaa92a" />
      </svg>
      <span className={nameClassName ? `${classes.name} ${nameClassName}` : classes.name}>
        {APP_NAME}
      </span>
    </span>
  );
}
