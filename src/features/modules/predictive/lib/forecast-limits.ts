/** The forecasts' limits, shared by the page's first paint and the arithmetic loaded on demand. */
export const HORIZON_MONTHS = 6;
/** Three to fit Holt's level and trend, three more to backtest it on at least three origins. */
export const MIN_MONTHS = 6;
