import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_BROWSE, PAGE_SIZE, SORTS } from "~/domain/recipes/browse";
import { DIFFICULTIES } from "~/domain/recipes/recipe";
import type { BrowseIndex } from "~/domain/indexes/browse-index";
import { CatalogIndex, type IndexedRecipe } from "~/domain/indexes/catalog-index";
import type { FinderIndex } from "~/domain/indexes/finder-index";
import { runToEnd } from "~/domain/indexes/steps";
import { encodeForTransfer, TransferReceiver, type ShapeMessage, type StringRun } from "~/domain/indexes/transfer";

const WORDS = ["chicken", "soup", "lemon", "garlic", "pasta", "crème", "rye", "an", "tofu", "basil", "plum"];
const INGREDIENTS = ["garlic", "olive oil", "chicken stock", "penne pasta", "lemons", "salt", "rice", "basil"];

/** A catalog big enough that every long list goes in pieces (5,000 recipes, several thousand words). */
function catalog(n: number): IndexedRecipe[] {
  return Array.from({ length: n }, (_, i): IndexedRecipe => {
    const word = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length];
    return {
      id: i * 2 + 1,
      title: `${word(0)} ${word(1)} no. ${i}`,
      // A few descriptions hold a NUL (PostgreSQL text cannot, but the transfer must not rely on it).
      description: i % 997 === 3 ? `odd\u0000text ${i}` : i % 5 === 0 ? "" : `${word(2)} with ${word(3)} w${i}`,
      tags: i % 3 === 0 ? ["vegan", `tag${i % 40}`] : [],
      difficulty: DIFFICULTIES[i % 3],
      cookTime: 10 + (i % 12) * 5,
      rating: (i % 11) / 2,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      ingredientNames: [INGREDIENTS[i % 8], INGREDIENTS[(i * 5 + 1) % 8], `spice ${i % 1500}`],
      userId: i % 9 === 4 ? `cook-${i % 7}` : null,
      isPublic: i % 2 === 0,
    };
  });
}

let ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports) port.close();
  ports = [];
});

/** Sends the index through a real message channel (cloning and transferring) and rebuilds it. */
async function sendAndReceive(index: CatalogIndex): Promise<CatalogIndex> {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const receiver = new TransferReceiver();
  const shape = new Promise<ShapeMessage>((resolve) =>
    port2.on("message", (message: StringRun | ShapeMessage) => {
      if (message.kind === "strings") receiver.addRun(message);
      else resolve(message);
    }),
  );
  const { runs, shape: last, transfer } = encodeForTransfer({ browse: index.browseBase, finder: index.finderBase });
  expect(runs.length).toBeGreaterThan(3);
  for (const run of runs) port1.postMessage(run);
  port1.postMessage(last, transfer);
  const value = runToEnd(receiver.decode(await shape)) as { browse: BrowseIndex; finder: FinderIndex };
  return new CatalogIndex(value.browse, value.finder);
}

describe("moving a built index between threads", () => {
  it("gives back an index equal to the one sent, field by field", async () => {
    const recipes = catalog(5000);
    const expected = CatalogIndex.buildNow(recipes);
    const received = await sendAndReceive(CatalogIndex.buildNow(recipes));
    expect(received.browseBase.titles.length).toBe(5000);
    expect(received.browseBase.descriptions[3]).toBe("odd\u0000text 3");
    expect(received.browseBase).toEqual(expected.browseBase);
    expect(received.finderBase).toEqual(expected.finderBase);
  });

  it("answers browse and the finder as the index it came from, for visitors and owners", async () => {
    const recipes = catalog(3000);
    const expected = CatalogIndex.buildNow(recipes);
    const received = await sendAndReceive(CatalogIndex.buildNow(recipes));
    for (const q of ["", "chicken", "lemon garlic", "spice 12", "odd"])
      for (const { value: sort } of SORTS)
        for (const viewer of [null, "cook-4"]) {
          const state = { ...DEFAULT_BROWSE, q, sort };
          expect(received.browse(state, PAGE_SIZE, viewer)).toEqual(expected.browse(state, PAGE_SIZE, viewer));
        }
    for (const entered of [
      ["garlic", "salt"],
      ["basil", "rice", "spice 7"],
    ])
      for (const viewer of [null, "cook-4"])
        expect(received.find(entered, 0, PAGE_SIZE, viewer)).toEqual(expected.find(entered, 0, PAGE_SIZE, viewer));
    // A change after the move works on the received arrays as on the original.
    received.remove(7);
    expected.remove(7);
    expect(received.browse({ ...DEFAULT_BROWSE, q: "no. 3" }, PAGE_SIZE)).toEqual(
      expected.browse({ ...DEFAULT_BROWSE, q: "no. 3" }, PAGE_SIZE),
    );
  });

  it("sends small lists whole, and typed arrays by transfer (the sender's copy is emptied)", async () => {
    const index = CatalogIndex.buildNow(catalog(200));
    const ids = index.browseBase.ids;
    const { runs, transfer } = encodeForTransfer({ browse: index.browseBase });
    expect(runs).toEqual([]);
    expect(transfer).toContain(ids.buffer);
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    port1.postMessage(null, transfer);
    expect(ids.length).toBe(0);
  });
});
