import type { Db } from '../db/database';

/** How many rows a table holds: what a refused request must leave as it was. */
export async function rowCount(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table as never)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: string | number }).n);
}

/** The row count of each of `tables`, to compare before and after a request. */
export async function rowCounts(
  db: Db,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await rowCount(db, table);
  return counts;
}
