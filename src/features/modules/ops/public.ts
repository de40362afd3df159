/**
 * Axel Ops' public face: what other modules may use (docs/modules.md). A module imports this file
 * of another module and nothing else of it (lint: import-x/no-restricted-paths).
 */
export { opsKeys } from './api/keys';
export { useOrderChoice, type OrderChoice } from './api/get-order-choices';
export { usePlanOrders } from './api/get-plan-orders';
export { WorkOrderPicker } from './components/work-order-picker';
export { OPEN_STATES as OPEN_ORDER_STATES, STATE_LABEL as ORDER_STATE_LABEL } from './lib/labels';
export { orderPath } from './lib/paths';
export { useCreateOrder } from './api/create-order';
