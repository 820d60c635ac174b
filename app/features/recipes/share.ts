import { toast } from "~/components/ui/toast-store";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";

/** Shares the recipe with the system share sheet where there is one, otherwise copies its link. */
export async function shareRecipe(title: string, url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(RECIPE_MESSAGES.linkCopied, "success");
  } catch {
    toast(`Copy this link to share: ${url}`, "info", 8000);
  }
}

/** Without JavaScript: an e-mail with the recipe's title and address. */
export function shareMailto(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}
