import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSiteResponse, SiteSettingsPatch, StaffRole } from "@ulfa/contracts";
import { api } from "../../api/client";
import { siteQueryKey } from "../site";

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
  return useQuery({ queryKey: adminSiteKeys.settings, queryFn: ({ signal }) => api.get<AdminSiteResponse>("/api/admin/site", { signal }), staleTime: 0, refetchOnMount: "always", retry: false });
}

/** PATCH /api/admin/site; the public settings and the audit log are read again afterwards. */
export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SiteSettingsPatch) => api.patch<AdminSiteResponse>("/api/admin/site", patch),
    onSuccess: (saved) => {
      client.setQueryData(adminSiteKeys.settings, saved);
      void client.invalidateQueries({ queryKey: siteQueryKey });
      void client.invalidateQueries({ queryKey: adminSiteKeys.audit });
    },
  });
}

export function useStaff() {
  return useQuery({ queryKey: adminSiteKeys.staff, queryFn: ({ signal }) => api.get<{ staff: StaffEntry[] }>("/api/admin/staff", { signal }), staleTime: 0 });
}

export function useStaffChange() {
  const client = useQueryClient();
  const done = (data: { staff: StaffEntry[] }) => {
    client.setQueryData(adminSiteKeys.staff, data);
    void client.invalidateQueries({ queryKey: adminSiteKeys.audit });
  };
  return {
    grant: useMutation({ mutationFn: (body: { email: string; role: StaffRole }) => api.post<{ staff: StaffEntry[] }>("/api/admin/staff", body), onSuccess: done }),
    revoke: useMutation({ mutationFn: (userId: number) => api.delete<{ staff: StaffEntry[] }>(`/api/admin/staff/${userId}`), onSuccess: done }),
  };
}

export function useAudit() {
  return useQuery({ queryKey: adminSiteKeys.audit, queryFn: ({ signal }) => api.get<{ entries: AuditEntry[] }>("/api/admin/audit?limit=50", { signal }), staleTime: 0 });
}
