/**
 * Answers given before a request reaches the app carry the security headers: the 413 for a declared
 * body over the limit, and the answers Node's HTTP server writes itself (400, 431).
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError, REQUEST_LIMITS, refuseOversizedBodies } from "./request-limits";
import { PERMISSIONS_POLICY, securityHeaders, socketAnswerHeaders } from "./security-headers";

const OPTIONS = { publicUrl: "https://simmer.example", development: false, formTargets: [] };

/** Raw bytes in, the status and headers of the answer out. */
function exchange(port: number, text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let raw = "";
    socket.on("data", (d) => {
      raw += d.toString("latin1");
      if (raw.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = (raw.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

function expectHardened(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(headers["strict-transport-security"]).toContain("max-age=");
}

describe("early answers", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // The order server.ts uses: the headers, then the body-size refusal.
    const app = express();
    app.use(securityHeaders(OPTIONS));
    app.use(refuseOversizedBodies());
    app.post("/login", (_req, res) => void res.send("read"));
    // Answered without reading the body, as a signed-out upload is.
    app.post("/app/photos", (_req, res) => void res.redirect(302, "/login"));
    server = createServer({ maxHeaderSize: REQUEST_LIMITS.maxHeaderBytes }, app);
    server.on("clientError", answerClientError(socketAnswerHeaders(OPTIONS)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a declared body over the limit: 413 with the security headers", async () => {
    const answer = await exchange(
      port,
      `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\nx=`,
    );
    expect(answer.status).toBe(413);
    expectHardened(answer.headers);
  });

  it("headers over Node's limit: 431 with the security headers", async () => {
    const answer = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectHardened(answer.headers);
    expect(answer.headers["connection"]).toBe("close");
  });

  it("a request Node cannot parse: 400 with the security headers and a policy that allows nothing", async () => {
    const answer = await exchange(port, "NOT A REQUEST\r\n\r\n");
    expect(answer.status).toBe(400);
    expectHardened(answer.headers);
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("an upload answered before its body was read: a client slow to read still gets the answer, then the connection ends", async () => {
    const declared = 8 * 1024 * 1024;
    const { answer, ended } = await new Promise<{ answer: string; ended: "end" | "error" }>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`POST /app/photos HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: ${declared}\r\n\r\n`);
        // Still sending (a slow line) and too busy to read: the answer waits, unread, for longer
        // than the server used to keep the connection.
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const pump = () => {
          if (sent >= declared || socket.destroyed) return;
          sent += chunk.length;
          socket.write(chunk, () => setTimeout(pump, 20));
        };
        pump();
        socket.pause();
        setTimeout(() => socket.resume(), 1000);
      });
      let raw = "";
      socket.on("data", (d) => (raw += d.toString("latin1")));
      socket.on("end", () => resolve({ answer: raw, ended: "end" }));
      socket.on("error", () => resolve({ answer: raw, ended: "error" }));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 302 Found\r\n/);
    expect(answer).toContain("Location: /login");
    expect(ended).toBe("end");
  });
});
