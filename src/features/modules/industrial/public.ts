/**
 * Axel Industrial's public face: what other modules may use (docs/modules.md). A module imports
 * this file of another module and nothing else of it (lint: import-x/no-restricted-paths).
 */
export { industrialKeys } from './api/keys';
export { useAssetOptions } from './api/get-asset-options';
export { usePartOptions } from './api/get-part-options';
export { useSavePlan } from './api/save-plan';
