import { Share2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast-store";
import { RECIPE_MESSAGES } from "~/domain/messages";
import { Button } from "~/components/ui/button";

/** Shares the recipe with the system share sheet where there is one, otherwise copies its link. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
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
  };
  return (
    <Button type="button" onClick={share} variant="secondary" size="md">
      <Share2 className="h-5 w-5" aria-hidden="true" /> Share
    </Button>
  );
}
