export const photoOf = (user: { profilePhoto: string | null; photos: string[] }) => user.profilePhoto ?? user.photos[0] ?? null;
