/**
 * Axel Predictive's public face: what other modules may use (docs/modules.md). Nothing yet beyond
 * its query keys (a module that writes orders may invalidate the ranking).
 */
export { predictiveKeys } from './api/keys';
