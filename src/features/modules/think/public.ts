/**
 * Axel Think's public face: what other modules may use (docs/modules.md). A module imports this file of
 * another module and nothing else of it. None uses it yet.
 */
export { thinkKeys } from './api/keys';
export { thinkPaths } from './lib/paths';
