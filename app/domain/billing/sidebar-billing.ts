/**
 * What the sidebar shows of a plan: the trial's days left and the way to the billing settings. Kept
 * apart from ./pricing and ./subscription so the page frame every page loads does not carry the plan
 * rules and their messages (docs/decisions/037).
 */
export const BILLING_SETTINGS = "/app/settings?tab=billing";

export function daysLeft(days: number | null): string {
  return days === 1 ? "1 day left" : `${days ?? 0} days left`;
}

export interface SidebarBilling {
  enabled: boolean;
  trial: { planName: string; daysLeft: number; endsOn: string; keepPath: string } | null;
  /** A cancelled plan still running: "Premium until 4 December", with the offer to resume it. */
  ending: { planName: string; until: string } | null;
  notice: { message: string; to: string; action: string } | null;
}
