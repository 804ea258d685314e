import type { StaffRole } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { AppError, notFound } from "../platform/errors";
import type { Deps } from "../platform/deps";
import { audit } from "./audit";
import { memberByEmail, membersByEmails, removeRole, setRole, staffRows } from "./repo";

/** Everyone with a role: the ADMIN_EMAILS accounts first (fixed), then those granted in the screen. */
export async function listStaff(deps: Deps) {
  const fromEnv = await membersByEmails(deps.db, [...deps.config.adminEmails]);
  const granted = await staffRows(deps.db);
  const envIds = new Set(fromEnv.map((m) => m.userId));
  return {
    staff: [
      ...fromEnv.map((m) => ({ ...m, role: "admin" as const, fromEnvironment: true })),
      ...granted.filter((g) => !envIds.has(g.userId)).map((g) => ({ ...g, fromEnvironment: false })),
    ],
  };
}

/** Admins that would remain if `userId` lost the admin role. */
async function adminsWithout(deps: Deps, userId: number): Promise<number> {
  const { staff } = await listStaff(deps);
  return staff.filter((s) => s.role === "admin" && s.userId !== userId).length;
}

export async function grantRole(deps: Deps, actor: UserRow, email: string, role: StaffRole) {
  const member = await memberByEmail(deps.db, email);
  if (!member || member.deactivatedAt) throw notFound("No member has this e-mail address");
  if (deps.config.adminEmails.has(member.email.toLowerCase())) {
    throw new AppError(409, "ROLE_FROM_ENVIRONMENT", "This admin is named in ADMIN_EMAILS; change the environment to change their role");
  }
  if (role === "moderator" && deps.staff.roleOf(member.id) === "admin" && (await adminsWithout(deps, member.id)) === 0) {
    throw new AppError(409, "LAST_ADMIN", "This would leave the site without an admin");
  }
  await setRole(deps.db, member.id, role, actor.id, deps.clock.now());
  await deps.staff.announce();
  await audit(deps, actor.id, "role.grant", member.id, { role });
  return listStaff(deps);
}

export async function revokeRole(deps: Deps, actor: UserRow, userId: number) {
  const envAdmin = (await membersByEmails(deps.db, [...deps.config.adminEmails])).some((m) => m.userId === userId);
  if (envAdmin) throw new AppError(409, "ROLE_FROM_ENVIRONMENT", "This admin is named in ADMIN_EMAILS; change the environment to change their role");
  const role = deps.staff.roleOf(userId);
  if (!role) throw notFound("This member has no role");
  if (role === "admin" && (await adminsWithout(deps, userId)) === 0) throw new AppError(409, "LAST_ADMIN", "This would leave the site without an admin");
  await removeRole(deps.db, userId);
  await deps.staff.announce();
  await audit(deps, actor.id, "role.revoke", userId, { role });
  return listStaff(deps);
}
