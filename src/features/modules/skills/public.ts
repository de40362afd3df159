/**
 * Axel Skills' public face: what other modules may use (docs/modules.md). A module imports this file of
 * another module and nothing else of it.
 */
export { skillsKeys } from './api/keys';
export { skillsPaths } from './lib/paths';
