/** The forecasts' limits, shared by the page's first paint and the arithmetic loaded on demand. */
export const HORIZON_MONTHS = 6;
/** Three to fit Holt's level and trend, three more to backtest it on at least three origins. */
export const MIN_MONTHS = 6;
/** Parts per page of the reorder table: each is a model fit (milliseconds to tens of them). */
export const REORDER_PAGE_SIZE = 20;
