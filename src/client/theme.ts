// The product's look: calm navy and teal with a warm gold accent, system fonts only.
import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../shared/constants';

const brand: MantineColorsTuple = [
  '#e7f6f4',
  '#cdebe7',
  '#9dd6ce',
  '#6bc0b4',
  '#42ad9f',
  '#2a9d8f',
  '#1b897c',
  '#0f766e',
  '#0b5f58',
  '#074843',
];

const navy: MantineColorsTuple = [
  '#eef2f8',
  '#dbe3ee',
  '#b4c4da',
  '#8ba3c5',
  '#6985b2',
  '#4f6c9f',
  '#3c5685',
  '#2b416a',
  '#1b2d4f',
  '#0f1f3a',
];

const gold: MantineColorsTuple = [
  '#fff8e6',
  '#fdeec4',
  '#fbe09a',
  '#f8cf6a',
  '#f4bd45',
  '#eaa92a',
  '#d4911b',
  '#a86f10',
  '#845509',
  '#5f3c05',
];

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, navy, gold },
  black: '#14213d',
  fontFamily: systemSans,
  headings: {
    fontFamily: systemSans,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 1.4rem + 2.6vw, 3.4rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 1.25rem + 1.3vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px', xl: '24px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    // Every tooltip shows at once and hides a moment after the pointer leaves (docs/product.md#timings).
    Tooltip: {
      defaultProps: { openDelay: TOOLTIP_SHOW_DELAY_MS, closeDelay: TOOLTIP_HIDE_DELAY_MS },
    },
    // A dialog's header is a <header>, which reads as a second page banner; a div is enough.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // The description's own grey is too faint on white (3.3:1); the muted text colour passes AA.
    Notification: { styles: { description: { color: 'var(--text-muted)' } } },
  },
});

/**
 * Mantine's light grey (input descriptions, dimmed text) and light error red are too faint on
 * white for WCAG AA; these shades pass everywhere a form sits.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--text-muted)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
