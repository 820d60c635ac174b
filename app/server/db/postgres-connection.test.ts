import { describe, expect, it } from "vitest";
import { postgresClient, postgresConnection } from "./client.server";

describe("postgresConnection", () => {
  it("leaves a TCP connection string as it is", () => {
    const url = "postgres://simmer:secret@db.example:5433/simmer?sslmode=require";
    expect(postgresConnection(url)).toEqual({ url });
  });

  it("takes libpq's Unix-socket form: the socket folder from ?host=, the rest unchanged", () => {
    expect(postgresConnection("postgres://simmer@/simmer?host=/var/run/postgresql&application_name=web")).toEqual({
      url: "postgres://simmer@localhost/simmer?application_name=web",
      host: "/var/run/postgresql",
    });
    expect(postgresConnection("postgresql:///simmer?host=/tmp")).toEqual({ url: "postgresql://localhost/simmer", host: "/tmp" });
  });

  it("keeps a host parameter that is not a folder for the server, as before", () => {
    const url = "postgres://simmer@localhost/simmer?host=db";
    expect(postgresConnection(url)).toEqual({ url });
  });
});

// CI sets TEST_DATABASE_URL for a PostgreSQL on this machine, which also listens on its socket.
describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL on this machine", () => {
  it("answers over its Unix socket", async () => {
    const tcp = new URL(process.env.TEST_DATABASE_URL!);
    const socketUrl = `postgres://${tcp.username}@/${tcp.pathname.slice(1)}?host=/var/run/postgresql`;
    const sql = postgresClient(socketUrl, { max: 1 });
    try {
      const [row] = await sql<{ address: string | null }[]>`select inet_client_addr()::text as address`;
      // A socket connection has no client address; TCP would give 127.0.0.1.
      expect(row.address).toBeNull();
    } finally {
      await sql.end();
    }
  });
});
