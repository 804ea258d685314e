import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { premiumKeys, refreshAfterPurchase } from "./queries";

describe("after paying", () => {
  it("fetches the plan and balances again even while no screen shows them", async () => {
    // The app's defaults (api/queryClient.ts): nothing refetches on mount, so a stale plan would stay.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false, staleTime: Infinity } } });
    const plans = [{ subscription: null }, { subscription: { planType: "monthly", renewsAt: "2026-12-28T00:00:00.000Z" } }];
    const current = vi.fn(async () => plans.shift());
    const status = vi.fn(async () => ({ isPremium: status.mock.calls.length > 1 }));
    await client.fetchQuery({ queryKey: premiumKeys.current, queryFn: current });
    await client.fetchQuery({ queryKey: premiumKeys.status, queryFn: status });

    await refreshAfterPurchase(client);

    expect(current).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(premiumKeys.current)).toEqual({ subscription: { planType: "monthly", renewsAt: "2026-12-28T00:00:00.000Z" } });
    expect(client.getQueryData(premiumKeys.status)).toEqual({ isPremium: true });
  });
});
