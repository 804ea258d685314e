import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, PhotosResponse, UpdateEnhancedProfileInput, UpdateUserInput } from "@ulfa/contracts";
import { useCurrentUser, userQueryKey } from "../../session/useCurrentUser";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";
import { discoverKeys } from "../discover";

/** Query keys of the profile feature. */
export const profileKeys = {
  stats: ["profile", "stats"] as const,
  enhanced: ["profile", "enhanced"] as const,
};

/** GET /api/profile-stats, once the member is known. */
export function useProfileStats() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: profileKeys.stats,
    queryFn: ({ signal }) => call(endpoints.profile.stats, {}, { signal }),
    enabled: Boolean(user),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** PATCH /api/user; the answer is the fresh member, written straight into the ["user"] cache. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => call(endpoints.users.update, { body: input }),
    onSuccess: (user, input) => {
      if (user && typeof user === "object" && "id" in user) queryClient.setQueryData(userQueryKey, user);
      else void queryClient.invalidateQueries({ queryKey: userQueryKey });
      // A new face or new discovery settings change what others' decks and our deck show.
      if ("profilePhoto" in input || "maxDistance" in input || "interestedIn" in input || "gender" in input) {
        void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
      }
    },
  });
}

/** Writes a new photo list into the cached member. */
function usePhotosWriter() {
  const queryClient = useQueryClient();
  return ({ photos }: PhotosResponse) => {
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (old) => (old ? { ...old, photos } : old));
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: discoverKeys.all });
  };
}

export function useAddPhoto() {
  const write = usePhotosWriter();
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.append("photo", file, file instanceof File ? file.name : "photo.jpg");
      return call(endpoints.photos.add, { body: form });
    },
    onSuccess: write,
  });
}

export function useRemovePhoto() {
  const write = usePhotosWriter();
  return useMutation({
    mutationFn: (index: number) => call(endpoints.photos.remove, { params: { index } }),
    onSuccess: write,
  });
}

export function useReorderPhotos() {
  const write = usePhotosWriter();
  return useMutation({
    mutationFn: (photos: string[]) => call(endpoints.photos.reorder, { body: { photos } }),
    onSuccess: write,
  });
}

export function useEnhancedProfile() {
  return useQuery({
    queryKey: profileKeys.enhanced,
    queryFn: ({ signal }) => call(endpoints.profile.get, {}, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useSaveEnhancedProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEnhancedProfileInput) => call(endpoints.profile.update, { body: input }),
    onSuccess: (saved) => {
      if (saved && typeof saved === "object" && "interests" in saved) queryClient.setQueryData(profileKeys.enhanced, saved);
      void queryClient.invalidateQueries({ queryKey: profileKeys.enhanced });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

/** The prompt library in `lang` (GET /api/prompts): the profile's prompts card and onboarding pick from it. */
export const promptKeys = { library: (lang: "en" | "ar") => ["prompts", lang] as const };
export const usePromptLibrary = (lang: "en" | "ar") =>
  useQuery({ queryKey: promptKeys.library(lang), queryFn: ({ signal }) => call(endpoints.prompts.list, { query: { lang } }, { signal }), staleTime: Infinity });
