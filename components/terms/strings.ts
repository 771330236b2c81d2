/** Texts of the terms dialog (spec 1 §5, spec 2 §2 and §5). */
export const TERMS_DIALOG_TEXT = {
  agreeLabel: '위 내용을 모두 확인하였으며, 이에 동의합니다.',
  confirm: '확인',
  /** Follows the title in the alert shown when the checkbox is clicked before the end is reached. */
  mustRead: '내용을 끝까지 읽고 동의해주세요.',
  fallbackTitle: '약관',
  missing: '약관 내용을 불러올 수 없습니다. 잠시 후 다시 시도해주세요.',
  contentLabel: (title: string) => `${title} 내용`,
} as const;
