/**
 * How long one acknowledged write takes on the embedded database: 500 saves and unsaves of a recipe
 * through the service, on a fresh PGlite data directory (on disk, as `npm start` uses it).
 *
 *   npx tsx scripts/bench-embedded-writes.ts [--count 500] [--dir /tmp/simmer-bench-writes]
 *
 * To see the syncs: strace -f -c -e trace=fsync,fdatasync npx tsx scripts/bench-embedded-writes.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare.server";
import { saveRecipe, unsaveRecipe } from "../app/server/kitchen/saved-recipes.server";
import { buildRecipeSeed, createRecipes, createUser } from "../tests/support/factories";

const { values } = parseArgs({ options: { count: { type: "string", default: "500" }, dir: { type: "string" } } });
const count = Number(values.count);
const dir = values.dir ?? mkdtempSync(path.join(tmpdir(), "simmer-bench-writes-"));

const database = await openDatabase({ kind: "pglite", dataDir: dir });
await prepareDatabase(database, { seedDemo: false });
const [recipeId] = await createRecipes(database.db, [buildRecipeSeed()]);
const user = await createUser(database.db);

const started = performance.now();
for (let i = 0; i < count; i++) {
  const outcome =
    i % 2 === 0
      ? await saveRecipe(database.db, user.id, { recipeId: recipeId! })
      : await unsaveRecipe(database.db, user.id, { recipeId: recipeId! });
  if (!outcome.ok) throw new Error(`write ${i} failed: ${outcome.message}`);
}
const ms = performance.now() - started;
console.info(`${count} writes in ${Math.round(ms)} ms: ${(ms / count).toFixed(2)} ms per write`);
await database.close();
if (!values.dir) rmSync(dir, { recursive: true, force: true });
