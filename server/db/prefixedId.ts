import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The id a `<prefix><id>` text names (null for a text without the prefix), as an expression of the
 * row that holds the text: joined on `other.id = idAfter(prefix, text)`, each row finds the one it
 * names by that one's key. Joined the other way round (`text = prefix || other.id`) the key cannot
 * be used and every row of the other table is read (a ledger ref 'chapter:<attemptId>', a weak
 * practice's chapter id 'weak:<practiceId>').
 */
export const idAfter = (prefix: string, text: SQLWrapper): SQL =>
  sql`(case when left(${text}, ${prefix.length}) = ${prefix} then substr(${text}, ${prefix.length + 1}) end)`;
