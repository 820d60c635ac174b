/**
 * Every collection format Simmer reads, in the order they are tried: the first whose `recognises`
 * says yes reads the upload. Specific exports come first; plain schema.org JSON-LD, which several
 * apps' files also hold, comes last.
 */
import type { CollectionFormat, ImportEntry } from "../collection";
import { chowdownFormat } from "./chowdown";
import { cooklangFormat } from "./cooklang";
import { copymethatFormat } from "./copymethat";
import { jsonLd, recipeSage } from "./jsonld";
import { mealie } from "./mealie";
import { myrecipeboxFormat } from "./myrecipebox";
import { nextcloudCookbook } from "./nextcloud";
import { paprika } from "./paprika";
import { plantoeatFormat } from "./plantoeat";
import { simmerExport } from "./simmer";
import { tandoor } from "./tandoor";

export const COLLECTION_FORMATS: CollectionFormat[] = [
  simmerExport,
  paprika,
  tandoor,
  mealie,
  nextcloudCookbook,
  copymethatFormat,
  chowdownFormat,
  plantoeatFormat,
  myrecipeboxFormat,
  cooklangFormat,
  recipeSage,
  jsonLd,
];

/** The format that reads these entries, or null when none recognises them. */
export function formatOf(
  entries: ImportEntry[],
  formats: readonly CollectionFormat[] = COLLECTION_FORMATS,
): CollectionFormat | null {
  return formats.find((format) => format.recognises(entries)) ?? null;
}
