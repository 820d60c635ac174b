/**
 * Reading a request's `Sec-Fetch-Site` header (fetch metadata): whether the site itself started it.
 * "same-origin" is the site's own page or script, "none" an address the person typed or bookmarked;
 * "same-site" and "cross-site" are other sites. A client that sends no metadata (older browsers,
 * curl) is taken at its word.
 */
export function startedByThisSite(secFetchSite: string | null | undefined): boolean {
  return secFetchSite == null || secFetchSite === "same-origin" || secFetchSite === "none";
}
