/**
 * The file of the SPA's build that the server answers every route without a prerendered page with:
 * the unrendered shell (scripts/prerender-spa.ts writes it next to the prerendered index.html).
 */
export const SHELL_FILE = 'app.html';
