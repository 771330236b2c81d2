/** Sizes the shell's parts agree on: the sidebar sits below the app bar, the content beside the sidebar. */
export const APP_BAR_HEIGHT = { narrow: 56, wide: 96 } as const;
export const SIDEBAR_WIDTH = { expanded: 240, collapsed: 64 } as const;
/** Spec 1 §4: charts and grids re-measure after the left menu has finished moving. */
export const RESIZE_DELAY_MS = 150;
export const SIDEBAR_TRANSITION_MS = 120;
