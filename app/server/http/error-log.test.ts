import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { answerExpressError, logRequestError } from "./error-log";

function logged(error: unknown, request = new Request("http://localhost:3000/about?token=secret", { method: "POST" })) {
  const lines: unknown[][] = [];
  logRequestError(error, request, (...args: unknown[]) => lines.push(args));
  return lines;
}

/** What one log call writes, as text (an Error is printed with its stack). */
const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");

describe("logging a request's error", () => {
  it("a 4xx is one short line with the status, method and path (no stack, no query)", () => {
    const cases: [unknown, string][] = [
      [
        new ErrorResponseImpl(
          405,
          "Method Not Allowed",
          new Error(
            'You made a POST request to "/about" but did not provide an `action` for route "routes/about", so there is no way to handle the request.',
          ),
          true,
        ),
        "[simmer] 405 POST /about: You made a POST request",
      ],
      [
        new Error(
          "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
        ),
        "[simmer] 400 POST /about: The `request.url` origin does not match",
      ],
      [new Error("`origin` header is not a valid URL. Aborting the action."), "[simmer] 400 POST /about: `origin` header"],
      [new Error("Bad Request"), "[simmer] 400 POST /about: Bad Request"],
      [new ErrorResponseImpl(404, "Not Found", "Refusing to SSR the path"), "[simmer] 404 POST /about: Refusing to SSR"],
    ];
    for (const [error, start] of cases) {
      const lines = logged(error);
      expect(lines).toHaveLength(1);
      const line = text(lines[0]!);
      expect(line.startsWith(start), line).toBe(true);
      expect(line).not.toContain("\n");
      expect(line).not.toContain("    at ");
      expect(line).not.toContain("secret");
      expect(line.length).toBeLessThanOrEqual(300);
    }
  });

  it("a 4xx message the client wrote is kept to one line", () => {
    const error = new ErrorResponseImpl(
      405,
      "Method Not Allowed",
      new Error(`POST to "/x\n    at forged (evil.js:1:1)${"a".repeat(2000)}"`),
      true,
    );
    const line = text(logged(error)[0]!);
    expect(line).not.toContain("\n");
    expect(line.length).toBeLessThanOrEqual(300);
  });

  it("a 5xx keeps its stack", () => {
    const failure = new Error("connection refused");
    const lines = logged(failure);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(failure);
    expect(text(lines[0]!)).toContain("    at ");
    const wrapped = new ErrorResponseImpl(500, "Internal Server Error", failure, true);
    expect(logged(wrapped)[0]).toContain(failure);
  });

  it("says nothing about a request the client gave up on", () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost:3000/app", { signal: controller.signal });
    expect(logged(new Error("boom"), request)).toEqual([]);
  });

  it("is React Router's error handler for the server", () => {
    expect(typeof handleError).toBe("function");
    const lines: string[] = [];
    const original = console.error;
    const originalWarn = console.warn;
    console.error = console.warn = (...args: unknown[]) => void lines.push(text(args));
    try {
      handleError(new ErrorResponseImpl(405, "Method Not Allowed", new Error("You made a POST request"), true), {
        request: new Request("http://localhost:3000/about", { method: "POST" }),
        params: {},
        context: undefined as never,
      });
    } finally {
      console.error = original;
      console.warn = originalWarn;
    }
    expect(lines).toEqual(["[simmer] 405 POST /about: You made a POST request"]);
  });
});

describe("logging an error Express meets before React Router (a path it cannot decode)", () => {
  async function serve(log: (...args: unknown[]) => void) {
    const { default: express } = await import("express");
    const app = express();
    app.use("/app/:id", (_req, res) => void res.send("ok"));
    app.use(answerExpressError(log));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("answers its 400 with one log line and no stack", async () => {
    const lines: unknown[][] = [];
    const { base, close } = await serve((...args) => lines.push(args));
    try {
      const response = await fetch(`${base}/app/%C0%AF?token=secret`);
      expect(response.status).toBe(400);
      expect(lines).toHaveLength(1);
      const line = text(lines[0]!);
      expect(line).toBe("[simmer] 400 GET /app/%C0%AF: Failed to decode param '%C0%AF'");
    } finally {
      await close();
    }
  });

  it("leaves a server fault to Express's own handler, which logs its stack", () => {
    const lines: unknown[][] = [];
    const failure = new Error("disk full");
    const handler = answerExpressError((...args) => lines.push(args));
    const passed: unknown[] = [];
    handler(failure, { method: "GET", originalUrl: "/x" } as never, { headersSent: false } as never, (e?: unknown) =>
      passed.push(e),
    );
    expect(passed).toEqual([failure]);
    expect(lines).toEqual([]);
  });
});
