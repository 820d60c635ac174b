import net from "node:net";

/**
 * A port nothing listens on, as the system hands it out (listen on port 0, read it, close): a bench
 * server never takes a fixed port that another run, test or program may be using.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
