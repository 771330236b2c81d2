/**
 * Builds the text of a document from its articles, so shared clauses can sit in several documents and the
 * numbering ("제N조") never goes wrong when an article is added. The plain-text format is what the dialog
 * shows verbatim and what TermsPage splits into headings (see `isTermsHeading`).
 */

export interface Article {
  title: string;
  body: string;
}

/** A chapter heading ("제1장 총칙") between articles; numbering of articles runs on across chapters. */
export interface Chapter {
  chapter: string;
}

export type Block = Article | Chapter;

/** A section of a short consent notice ("■ 수집 항목"). */
export interface Section {
  heading: string;
  body: string;
}

/** '2021-06-28' -> '2021년 6월 28일' (the way Korean terms write their dates). */
export function koreanDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** Articles as "제N조 (제목)" followed by their body, chapters as "제N장 이름". */
export function renderArticles(blocks: readonly Block[]): string {
  let article = 0;
  let chapter = 0;
  return blocks
    .map((block) => {
      if ('chapter' in block) return `제${++chapter}장 ${block.chapter}`;
      return `제${++article}조 (${block.title})\n${block.body.trim()}`;
    })
    .join('\n\n');
}

/** The closing "부칙" with the effective date; `subject` is what takes effect ("이 약관", "이 방침"). */
export function addendum(effectiveDate: string, subject = '이 약관'): string {
  return `부칙\n제1조 (시행일) ${subject}은 ${koreanDate(effectiveDate)}부터 시행합니다.`;
}

/** A full document: an optional lead paragraph, the articles, then the addendum. */
export function composeTerms(options: {
  lead?: string;
  blocks: readonly Block[];
  effectiveDate: string;
  subject?: string;
}): string {
  const parts = [
    options.lead?.trim(),
    renderArticles(options.blocks),
    addendum(options.effectiveDate, options.subject),
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** A consent notice: a lead paragraph and "■" sections, closed by its effective date. */
export function composeNotice(options: {
  lead: string;
  sections: readonly Section[];
  effectiveDate: string;
}): string {
  const sections = options.sections.map((section) => `■ ${section.heading}\n${section.body.trim()}`);
  return [options.lead.trim(), ...sections, `시행일: ${koreanDate(options.effectiveDate)}`].join('\n\n');
}

/** Whether a line of a document is a heading (chapter, article, addendum or notice section). */
export function isTermsHeading(line: string): boolean {
  return /^(제\d+장 |제\d+조 \(|부칙$|■ )/.test(line.trim());
}
