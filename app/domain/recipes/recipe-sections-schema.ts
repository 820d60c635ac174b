/**
 * The Zod form of the heading rules (app/domain/recipes/recipe-sections.ts), apart so that the
 * recipe page, which only draws headings, does not load Zod (decision 037).
 */
import { z } from "zod";
import { SECTION_MESSAGES, SECTION_TITLE_MAX } from "./recipe-sections";

/** The stored headings of `lineCount` lines: titles 1..60 characters, starts in range, ascending, none twice. */
export function sectionsSchema(lineCount: number) {
  return z
    .array(
      z.object({
        title: z.string().trim().min(1, SECTION_MESSAGES.titleLength).max(SECTION_TITLE_MAX, SECTION_MESSAGES.titleLength),
        start: z.number().int().min(0),
      }),
    )
    .superRefine((sections, ctx) => {
      sections.forEach((section, i) => {
        if (section.start >= lineCount)
          ctx.addIssue({ code: "custom", message: SECTION_MESSAGES.headingWithoutLines, path: [i, "start"] });
        else if (i > 0 && section.start <= sections[i - 1]!.start)
          ctx.addIssue({ code: "custom", message: SECTION_MESSAGES.headingWithoutLines, path: [i, "start"] });
      });
    });
}
