/** A terms item as spec 2 §3 names it: a title and a content, both text. */
export interface TermsText {
  title: string;
  content: string;
}

/**
 * What kind of document it is: full terms and privacy policies are long and carry articles; consent
 * notices (marketing, promotion, inquiry) are the short forms shown beside a sign-up or inquiry box.
 */
export type TermsKind = 'terms' | 'privacy' | 'consent';

/** One legal document of the registry. */
export interface TermsDocument extends TermsText {
  kind: TermsKind;
  /** Effective date, YYYY-MM-DD (spec 2 §9 "Terms effective dates"). */
  effectiveDate: string;
}
