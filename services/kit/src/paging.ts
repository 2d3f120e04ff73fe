import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from './errors.js';
import { isId } from './graphql.js';

/**
 * Keyset paging for a person's own lists: `first` items after the item whose id `after` names, in
 * an order of (time, id) that no two rows share, so pages together hold every row exactly once
 * whatever is written between them. The cursor is the last item's id: the database reads that
 * item's key itself, so no precision is lost between pages.
 */
export interface Page {
  first: number;
  after: string | null;
}

/** The page a list's arguments ask for: `first` between 1 and the list's cap (the cap when absent), `after` an id. */
export function pageOf(args: { first?: number | null; after?: string | null }, cap: number): Page {
  const first = args.first ?? cap;
  if (!Number.isInteger(first) || first < 1 || first > cap) throw AppError.badInput(`first: must be between 1 and ${cap}`);
  const after = args.after ?? null;
  if (after !== null && !isId(after)) throw AppError.badInput('after: must be the id of an item of the list');
  return { first, after };
}

/** Rows past the anchor in the list's order: `anchorKey` selects the anchor row's (time, id). */
export function pastAnchor(order: 'asc' | 'desc', key: readonly [SQLWrapper, SQLWrapper], anchorKey: SQLWrapper): SQL {
  return order === 'asc' ? sql`(${key[0]}, ${key[1]}) > (${anchorKey})` : sql`(${key[0]}, ${key[1]}) < (${anchorKey})`;
}

/**
 * A page as read, refused when it is empty because its cursor names nothing: an item that is not
 * the person's, or no longer there, would otherwise end the list early without a word.
 */
export async function checkedPage<T>(page: Page, rows: T[], anchorExists: () => Promise<boolean>): Promise<T[]> {
  if (rows.length === 0 && page.after !== null && !(await anchorExists())) throw AppError.badInput('after: names no item of the list');
  return rows;
}
