// Elements a server-rendered page carries for the browser entry, named once for both sides.

/** The page's inline critical CSS (<style>); full stylesheets go before it. */
export const CRITICAL_STYLE_ELEMENT_ID = 'critical-css';

/**
 * A <template> holding the page's full stylesheet links: inert, so nothing is fetched before the
 * first paint; the browser entry applies them when it starts.
 */
export const DEFERRED_STYLES_ELEMENT_ID = 'deferred-styles';
