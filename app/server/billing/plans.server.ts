import { asc } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { plans } from "../db/schema";

/** The plans as stored (written from app/domain/plans.ts at start-up), cheapest first. */
export function listPlans(db: Db) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}
