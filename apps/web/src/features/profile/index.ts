/** What other features use of the profile: the calls that change the member, their photos and enhanced profile (onboarding, auth's setup, privacy, Opening Moves). */
export { useAddPhoto, useEnhancedProfile, useRemovePhoto, useReorderPhotos, useSaveEnhancedProfile, useUpdateUser, usePromptLibrary } from "./queries";
