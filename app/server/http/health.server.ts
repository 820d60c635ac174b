/** The health check's one query: the database answers. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";

export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
