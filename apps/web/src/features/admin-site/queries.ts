import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteSettingsPatch, StaffRole } from "@ulfa/contracts";
import { siteQueryKey } from "../site";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const adminSiteKeys = {
  settings: ["admin", "site"] as const,
  staff: ["admin", "staff"] as const,
  audit: ["admin", "audit"] as const,
};

export interface StaffEntry {
  userId: number;
  name: string;
  email: string;
  role: StaffRole;
  fromEnvironment: boolean;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorName: string | null;
  action: string;
  targetName: string | null;
}

/** GET /api/admin/site: the whole settings document and its version. */
export function useAdminSite() {
  return useQuery({ queryKey: adminSiteKeys.settings, queryFn: ({ signal }) => call(endpoints.site.admin, {}, { signal }), staleTime: 0, refetchOnMount: "always", retry: false });
}

/** PATCH /api/admin/site; the public settings and the audit log are read again afterwards. */
export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SiteSettingsPatch) => call(endpoints.site.update, { body: patch }),
    onSuccess: (saved) => {
      client.setQueryData(adminSiteKeys.settings, saved);
      void client.invalidateQueries({ queryKey: siteQueryKey });
      void client.invalidateQueries({ queryKey: adminSiteKeys.audit });
    },
  });
}

export function useStaff() {
  return useQuery({ queryKey: adminSiteKeys.staff, queryFn: ({ signal }) => call(endpoints.staff.list, {}, { signal }), staleTime: 0 });
}

export function useStaffChange() {
  const client = useQueryClient();
  const done = (data: { staff: StaffEntry[] }) => {
    client.setQueryData(adminSiteKeys.staff, data);
    void client.invalidateQueries({ queryKey: adminSiteKeys.audit });
  };
  return {
    grant: useMutation({ mutationFn: (body: { email: string; role: StaffRole }) => call(endpoints.staff.grant, { body }), onSuccess: done }),
    revoke: useMutation({ mutationFn: (userId: number) => call(endpoints.staff.revoke, { params: { userId } }), onSuccess: done }),
  };
}

export function useAudit() {
  return useQuery({ queryKey: adminSiteKeys.audit, queryFn: ({ signal }) => call(endpoints.staff.audit, { query: { limit: 50 } }, { signal }), staleTime: 0 });
}
