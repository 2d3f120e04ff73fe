/** The word for a count, agreeing with it: 1 minute, 2 minutes, 0 minutes. */
export function countWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its word: "1 minute", "12 participants". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${countWord(count, one, many)}`;
}

/** Who a group sit was shared with: "with 1 other", "with 12 others"; null for a sit alone or with nobody else. */
export function withOthers(others: number | null | undefined): string | null {
  return others ? `with ${countOf(others, 'other')}` : null;
}
