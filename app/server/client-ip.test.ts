import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, stampClientIp } from "./client-ip";
import { parseEnv } from "./env.server";

/** A tiny Express app set up as server.ts sets it up, answering with the address it stamped. */
async function appTrusting(trustProxy: string | undefined) {
  const app = express();
  app.set("trust proxy", parseEnv(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.use(stampClientIp);
  app.get("/", (req, res) => {
    res.send(req.headers[CLIENT_IP_HEADER]);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const ipFor = async (headers: Record<string, string>) => (await fetch(url, { headers })).text();
  return { ipFor, close: () => server.close() };
}

describe("the client address rate limits key on", () => {
  let byDefault: Awaited<ReturnType<typeof appTrusting>>;
  let behindProxy: Awaited<ReturnType<typeof appTrusting>>;
  beforeAll(async () => {
    byDefault = await appTrusting(undefined);
    behindProxy = await appTrusting("loopback");
  });
  afterAll(() => {
    byDefault.close();
    behindProxy.close();
  });

  it("ignores X-Forwarded-For by default, even from loopback", async () => {
    expect(await byDefault.ipFor({ "X-Forwarded-For": "203.0.113.7" })).toBe("127.0.0.1");
    expect(await byDefault.ipFor({ "X-Forwarded-For": "198.51.100.1, 203.0.113.7" })).toBe("127.0.0.1");
  });

  it("cannot be set by the client through the header itself", async () => {
    expect(await byDefault.ipFor({ [CLIENT_IP_HEADER]: "203.0.113.7" })).toBe("127.0.0.1");
  });

  it("takes the forwarded address when TRUST_PROXY names the proxy", async () => {
    expect(await behindProxy.ipFor({ "X-Forwarded-For": "203.0.113.7" })).toBe("203.0.113.7");
    // Only the trusted hop's view counts: a client-made entry further left is not believed.
    expect(await behindProxy.ipFor({ "X-Forwarded-For": "198.51.100.1, 203.0.113.7" })).toBe("203.0.113.7");
  });

  it("defaults to trusting no proxy", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });
});
