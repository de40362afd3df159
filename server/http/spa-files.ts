/**
 * The file of the SPA's build that the server answers every route without a prerendered page with:
 * the unrendered shell (scripts/prerender-spa.ts writes it next to the prerendered index.html).
 */
export const SHELL_FILE = 'app.html';

/**
 * The smallest SPA file (bytes) the server gzips. Hono's default is 1,024: the build's ~140 files
 * under 1 KB (a screen loads dozens: icons, labels, small shared modules) went out uncompressed, and
 * a module screen's JavaScript on the wire was 6-7 KB more than its files gzipped (issue 33). Below
 * ~170 bytes gzip no longer makes a JavaScript file smaller.
 */
export const SPA_GZIP_MIN_BYTES = 200;
