// Elements a server-rendered page carries for the browser entry, named once for both sides.

/** The page's inline critical CSS (<style>); full stylesheets go before it. */
export const CRITICAL_STYLE_ELEMENT_ID = 'critical-css';

/**
 * A <template> holding the page's full stylesheet links: inert, so nothing is fetched before the
 * first paint; the script below applies them after it.
 */
export const DEFERRED_STYLES_ELEMENT_ID = 'deferred-styles';

/**
 * The classic, deferred script (public/) that applies the page's full stylesheets and starts its
 * modules after its first paint; a module script would be fetched at high priority before it.
 */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';

/**
 * Set on <html> once the application has taken over the page (hydrated or rendered): from then on
 * its buttons and in-app links work. Before it, links and the search form work as plain HTML.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
