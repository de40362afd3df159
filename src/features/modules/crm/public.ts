/**
 * Axel CRM's public face: what other modules may use (docs/modules.md). A module imports this file of
 * another module and nothing else of it (lint: import-x/no-restricted-paths). None uses it yet.
 */
export { crmKeys } from './api/keys';
export { accountPath, opportunityPath } from './lib/paths';
