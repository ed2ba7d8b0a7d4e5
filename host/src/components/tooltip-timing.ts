/** Hover this long before a tooltip opens, so passing the pointer over controls opens none... */
export const TOOLTIP_DELAY_MS = 700;
/** ...unless another tooltip closed less than this long ago, then it opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
