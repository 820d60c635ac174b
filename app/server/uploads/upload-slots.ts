/**
 * How many uploads are read at once: at most `atOnce` in this process and `perAccount` for one
 * account. A request that finds no free slot is refused at once, before its body is read, rather
 * than queued (a queued upload would hold its connection and its client's bytes while it waits).
 */
export interface UploadSlotLimits {
  atOnce: number;
  perAccount: number;
}

export type UploadSlot = { ok: true; release: () => void } | { ok: false; refusedBy: "server" | "account" };

export interface UploadSlots {
  take(accountId: string): UploadSlot;
  /** Uploads being read now. */
  readonly active: number;
  /** Accounts with an upload on its way. */
  readonly accounts: number;
}

export function createUploadSlots({ atOnce, perAccount }: UploadSlotLimits): UploadSlots {
  let active = 0;
  const byAccount = new Map<string, number>();
  return {
    take(accountId) {
      const mine = byAccount.get(accountId) ?? 0;
      if (mine >= perAccount) return { ok: false, refusedBy: "account" };
      if (active >= atOnce) return { ok: false, refusedBy: "server" };
      active++;
      byAccount.set(accountId, mine + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          active--;
          const left = (byAccount.get(accountId) ?? 1) - 1;
          if (left > 0) byAccount.set(accountId, left);
          else byAccount.delete(accountId);
        },
      };
    },
    get active() {
      return active;
    },
    get accounts() {
      return byAccount.size;
    },
  };
}
