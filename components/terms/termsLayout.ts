/**
 * Sizes of the terms dialog (spec 1 §9, spec 2 §9). Pure, so the mobile height rule is tested without a
 * browser.
 */

/** Width of the dialog: 50% on PC, 80% on tablets (600–899 px), 90% on phones (< 600 px). */
export const TERMS_DIALOG_WIDTH = { pc: '50%', tablet: '80%', phone: '90%' } as const;

/** Height of the text box on PC, and the ceiling of the mobile rule: the rule applies only below it. */
export const TERMS_TEXT_DEFAULT_HEIGHT = 420;

/** Room for the title bar, and for the footer (agree checkbox and 확인) when it is shown. */
export const TERMS_TITLE_ALLOWANCE = 120;
export const TERMS_FOOTER_ALLOWANCE = 120;

/** Spec 2 §9: the scroll-end check is debounced at 300 ms. */
export const SCROLL_END_DEBOUNCE_MS = 300;

// Not in the spec: a floor so a very short window still leaves a box that can be scrolled.
const MIN_TEXT_HEIGHT = 100;

/**
 * The mobile text height: 90% of the window height minus 120 px, minus another 120 px when the footer is
 * visible; `null` when that is not below 420 px (the default height then stays).
 */
export function mobileTermsTextHeight(windowHeight: number, footerVisible: boolean): number | null {
  const height = windowHeight * 0.9 - TERMS_TITLE_ALLOWANCE - (footerVisible ? TERMS_FOOTER_ALLOWANCE : 0);
  if (height >= TERMS_TEXT_DEFAULT_HEIGHT) return null;
  return Math.max(Math.floor(height), MIN_TEXT_HEIGHT);
}

/** Whether a scroll box shows its last line (2 px of slack for fractional scroll positions). */
export function isScrolledToEnd(
  box: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= 2;
}
