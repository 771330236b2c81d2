/**
 * The Korean summary of every mounted call, by its key (`POST /provider/v1/invoices/{id}/payments` →
 * '입금 등록 …'): the audit log records the key, and 변경 이력's search finds a change by the words
 * of what was done (입금) through this table instead of matching raw JSON.
 */
const summaries = new Map<string, string>();

export function recordCallSummary(key: string, summary: string): void {
  summaries.set(key, summary);
}

/** The keys of the calls whose summary holds `text` (case-insensitive). */
export function callsWhoseSummaryHas(text: string): string[] {
  const wanted = text.toLowerCase();
  return [...summaries].filter(([, summary]) => summary.toLowerCase().includes(wanted)).map(([key]) => key);
}

/**
 * What a call did, in Korean, for a 변경 이력 row that changed no field (a message read in full):
 * its summary up to the first remark in parentheses.
 */
export function callSummaryOf(key: string): string {
  return (summaries.get(key) ?? '').split(' (')[0]!.trim();
}
