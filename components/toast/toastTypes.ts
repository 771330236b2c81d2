/** Spec 1 §9 / spec 2 §9 toast constants. */
export const TOAST_LIMITS = {
  /** INLINE list: only the newest 3 show, each disappears 3000 ms after it came. */
  inlineVisible: 3,
  inlineMs: 3000,
  /** SIDE list: the newest 6, each for 2000 ms. */
  sideVisible: 6,
  sideMs: 2000,
  /** Common stack: 3 s after each push its oldest entry goes. */
  stackMs: 3000,
  /** The bare message toast. */
  messageMs: 2000,
} as const;

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
/** Side toasts carry one of two headers, written as the spec names them. */
export type SideToastKind = 'warning' | 'info';
export const SIDE_TOAST_HEADERS: Record<SideToastKind, string> = { warning: 'Warning', info: 'Info' };

export interface ToastEntry {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface ToastApi {
  /** INLINE list (last 3, 3000 ms each). */
  inline: (message: string, severity?: ToastSeverity) => void;
  /** SIDE list (last 6, 2000 ms each) with the header Warning or Info. */
  side: (message: string, kind?: SideToastKind) => void;
  /** Common stack: drops its oldest entry 3 s after each push; an empty or missing message clears it. */
  push: (message?: string, severity?: ToastSeverity) => void;
  /** One bare message for 2000 ms; a new one replaces it. */
  message: (message: string) => void;
}
