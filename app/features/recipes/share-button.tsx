import { Share2 } from "lucide-react";
import { toast } from "~/components/ui/toast-store";
import { RECIPE_MESSAGES } from "~/domain/messages";

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
    <button
      type="button"
      onClick={share}
      className="text-warm-900 ring-warm-300 hover:bg-warm-100 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 font-semibold ring-1"
    >
      <Share2 className="h-5 w-5" aria-hidden="true" /> Share
    </button>
  );
}
