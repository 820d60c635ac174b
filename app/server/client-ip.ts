/**
 * server.ts writes the visitor's address (Express's req.ip, which honours TRUST_PROXY) into this
 * header on every request, replacing anything a client sent; rate limits key on it.
 */
export const CLIENT_IP_HEADER = "x-simmer-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
