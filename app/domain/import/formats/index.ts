/**
 * Every collection format Simmer reads, in the order they are tried: the first whose `recognises`
 * says yes reads the upload. Specific exports come first; plain schema.org JSON-LD, which several
 * apps' files also hold, comes last.
 */
import type { CollectionFormat, ImportEntry } from "../collection";
import { jsonLd, recipeSage } from "./jsonld";
import { mealie } from "./mealie";
import { nextcloudCookbook } from "./nextcloud";
import { paprika } from "./paprika";
import { tandoor } from "./tandoor";

export const COLLECTION_FORMATS: CollectionFormat[] = [paprika, tandoor, mealie, nextcloudCookbook, recipeSage, jsonLd];

/** The format that reads these entries, or null when none recognises them. */
export function formatOf(
  entries: ImportEntry[],
  formats: readonly CollectionFormat[] = COLLECTION_FORMATS,
): CollectionFormat | null {
  return formats.find((format) => format.recognises(entries)) ?? null;
}
