/**
 * Axel People's public face: what other modules may use (docs/modules.md). A module imports this file of
 * another module and nothing else of it (lint: import-x/no-restricted-paths). None uses it yet.
 */
export { peopleKeys } from './api/keys';
export { peoplePaths } from './lib/paths';
