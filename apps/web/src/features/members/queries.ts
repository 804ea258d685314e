import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemberAdminDetail, MemberSearchPage, SuspendMemberBody } from "@ulfa/contracts";
import { api } from "../../api/client";
import { moderationKeys } from "../moderation";

/** Query keys of member administration. */
export const memberKeys = {
  searchAll: ["members", "search"] as const,
  search: (q: string, page: number) => ["members", "search", q, page] as const,
  detail: (id: number) => ["members", "detail", id] as const,
};

/** GET /api/admin/members: by name, username, e-mail or id, newest first, a page at a time. */
export function useMemberSearch(q: string, page: number) {
  return useQuery({
    queryKey: memberKeys.search(q, page),
    queryFn: ({ signal }) => api.get<MemberSearchPage>(`/api/admin/members?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/admin/members/:userId: the member's page. */
export function useMemberDetail(id: number) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => api.get<MemberAdminDetail>(`/api/admin/members/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

function useAfterChange(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: memberKeys.detail(id) });
    void client.invalidateQueries({ queryKey: memberKeys.searchAll });
    void client.invalidateQueries({ queryKey: moderationKeys.suspensions });
  };
}

export function useAddNote(id: number) {
  const after = useAfterChange(id);
  return useMutation({ mutationFn: (body: string) => api.post(`/api/admin/members/${id}/notes`, { body }), onSettled: after });
}

export function useSuspendMember(id: number) {
  const after = useAfterChange(id);
  return useMutation({ mutationFn: (body: SuspendMemberBody) => api.post<MemberAdminDetail>(`/api/admin/members/${id}/suspension`, body), onSettled: after });
}

/** Lifting stays the suspensions queue's call (admins only). */
export function useLiftMember(id: number) {
  const after = useAfterChange(id);
  return useMutation({ mutationFn: () => api.post(`/api/moderation/suspensions/${id}/lift`), onSettled: after });
}
