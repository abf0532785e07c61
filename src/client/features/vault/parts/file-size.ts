// File sizes as people read them: '512 bytes', '1.5 MB', '500 MB'. Binary steps (1 KB = 1024
// bytes), the same the upload cap is stated in.

const STEP = 1024;
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** One decimal below ten ('2.5 MB'), whole numbers above ('12 MB'). */
const rounded = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < STEP) {
    const count = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
    return `${count} ${count === 1 ? 'byte' : 'bytes'}`;
  }
  let value = bytes / STEP;
  let unit = 0;
  // Rounding may reach the next step (1023.99 KB): move up rather than show '1024 KB'.
  while (unit < UNITS.length - 1 && rounded(value) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${rounded(value).toLocaleString('en-US')} ${UNITS[unit]}`;
}
