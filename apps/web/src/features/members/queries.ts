import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuspendMemberBody } from "@ulfa/contracts";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
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
    queryFn: ({ signal }) => call(endpoints.memberAdmin.list, { query: { q: q || undefined, page } }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/admin/members/:userId: the member's page. */
export function useMemberDetail(id: number) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.memberAdmin.get, { params: { userId: id } }, { signal }),
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
  return useMutation({ mutationFn: (body: string) => call(endpoints.memberAdmin.addNote, { params: { userId: id }, body: { body } }), onSettled: after });
}

export function useSuspendMember(id: number) {
  const after = useAfterChange(id);
  return useMutation({ mutationFn: (body: SuspendMemberBody) => call(endpoints.memberAdmin.suspension, { params: { userId: id }, body }), onSettled: after });
}

/** Lifting stays the suspensions queue's call (admins only). */
export function useLiftMember(id: number) {
  const after = useAfterChange(id);
  return useMutation({ mutationFn: () => call(endpoints.reports.liftSuspension, { params: { userId: id } }), onSettled: after });
}
