import type { AddressInfo } from "node:net";
import { request } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createAdmission, type AdmissionOptions } from "./admission";

/** An app whose `/work/:name` requests each wait until the test finishes them. */
async function appWith(options: AdmissionOptions) {
  const admission = createAdmission(options);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const app = express();
  app.use(admission.middleware);
  app.get("/work/:name", (req, res) => {
    started.push(req.params.name);
    finishers.set(req.params.name, () => res.send(`done ${req.params.name}`));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    admission,
    started,
    get: (name: string) => fetch(`${base}/work/${name}`).then((r) => r.text()),
    finish: (name: string) => finishers.get(name)!(),
    /** A request whose client goes away after `ms`. */
    abandon: (name: string, ms: number) =>
      new Promise<void>((resolve) => {
        const req = request(`${base}/work/${name}`);
        req.on("error", () => resolve());
        req.end();
        setTimeout(() => {
          req.destroy();
          resolve();
        }, ms);
      }),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: Awaited<ReturnType<typeof appWith>>;
afterEach(() => app?.close());

describe("admission: first come, first served", () => {
  it("works on at most `slots` requests; the next starts when one is answered", async () => {
    app = await appWith({ slots: 2, holdMs: 10_000 });
    const answers = ["a", "b", "c"].map((name) => app.get(name));
    await until(() => app.started.length === 2);
    await pause(50);
    expect(app.started).toEqual(["a", "b"]);
    expect(app.admission.waiting).toBe(1);

    app.finish("b");
    await until(() => app.started.length === 3);
    expect(app.started[2]).toBe("c");
    app.finish("a");
    app.finish("c");
    expect(await Promise.all(answers)).toEqual(["done a", "done b", "done c"]);
    await until(() => app.admission.active === 0);
  });

  it("starts waiting requests in the order they arrived", async () => {
    app = await appWith({ slots: 1, holdMs: 10_000 });
    const answers = [app.get("first")];
    await until(() => app.started.length === 1);
    for (const name of ["w1", "w2", "w3", "w4"]) {
      answers.push(app.get(name));
      await until(() => app.admission.waiting === answers.length - 1);
    }
    for (const name of ["first", "w1", "w2", "w3"]) {
      app.finish(name);
      await until(() => app.started.length === app.started.indexOf(name) + 2);
    }
    app.finish("w4");
    await Promise.all(answers);
    expect(app.started).toEqual(["first", "w1", "w2", "w3", "w4"]);
  });

  it("gives a slot back after holdMs, so a long request does not hold up the queue", async () => {
    app = await appWith({ slots: 1, holdMs: 60 });
    const slow = app.get("slow");
    await until(() => app.started.length === 1);
    const quick = app.get("quick");
    await pause(20);
    expect(app.started).toEqual(["slow"]);
    await until(() => app.started.length === 2);
    app.finish("quick");
    expect(await quick).toBe("done quick");
    app.finish("slow");
    expect(await slow).toBe("done slow");
  });

  it("drops a request whose client left while it waited", async () => {
    app = await appWith({ slots: 1, holdMs: 10_000 });
    const first = app.get("first");
    await until(() => app.started.length === 1);
    await app.abandon("gone", 30);
    const last = app.get("last");
    await until(() => app.admission.waiting === 2);
    await pause(30);
    app.finish("first");
    await until(() => app.started.length === 2);
    expect(app.started).toEqual(["first", "last"]);
    app.finish("last");
    await Promise.all([first, last]);
  });
});
