import { FallbackImage } from "./FallbackImage";
import { cn } from "../../ui/cn";
import { photoOf } from "./photo";

/** A round photo of a member, or their initial; `online` draws the green/grey ring or dot. */
export function Avatar({
  user,
  size = "md",
  ring,
  dot,
}: {
  user: { name: string; profilePhoto: string | null; photos: string[]; isOnline: boolean };
  size?: "sm" | "md" | "lg";
  ring?: boolean;
  dot?: boolean;
}) {
  const photo = photoOf(user);
  const box = size === "lg" ? "h-16 w-16 text-xl" : size === "sm" ? "h-10 w-10 text-sm" : "h-12 w-12 text-base";
  return (
    <span className="relative inline-flex shrink-0">
      <span
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700",
          box,
          ring && (user.isOnline ? "ring-[3px] ring-green-500 ring-offset-2" : "ring-[3px] ring-slate-300 ring-offset-2"),
        )}
      >
        {photo ? <FallbackImage src={photo} alt="" className="h-full w-full object-cover" /> : <span aria-hidden="true">{user.name.charAt(0).toUpperCase()}</span>}
      </span>
      {dot && (
        <span
          data-online={user.isOnline}
          className={cn("absolute bottom-0 end-0 h-3 w-3 rounded-full ring-2 ring-white", user.isOnline ? "bg-green-500" : "bg-slate-300")}
        />
      )}
    </span>
  );
}
