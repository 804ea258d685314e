import type { StaffRole } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import { AppError, notFound } from "../platform/errors";
import type { Deps } from "../platform/deps";
import { audit } from "./audit";
import { assertAnotherAdmin, withAdminsLocked } from "./admins-lock";
import { memberByEmail, membersByEmails, removeRole, setRole, staffRoleOf, staffRows } from "./repo";

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

export async function grantRole(deps: Deps, actor: UserRow, email: string, role: StaffRole) {
  const member = await memberByEmail(deps.db, email);
  if (!member || member.deactivatedAt) throw notFound("No member has this e-mail address");
  if (deps.config.adminEmails.has(member.email.toLowerCase())) {
    throw new AppError(409, "ROLE_FROM_ENVIRONMENT", "This admin is named in ADMIN_EMAILS; change the environment to change their role");
  }
  await withAdminsLocked(deps, async (tx) => {
    // Turning an admin into a moderator takes an admin away: checked on the rows, under the lock.
    if (role === "moderator" && (await staffRoleOf(tx, member.id, [...deps.config.adminEmails])) === "admin") await assertAnotherAdmin(deps, tx, member.id);
    await setRole(tx, member.id, role, actor.id, deps.clock.now());
  });
  await deps.staff.announce();
  await audit(deps, actor.id, "role.grant", member.id, { role });
  return listStaff(deps);
}

export async function revokeRole(deps: Deps, actor: UserRow, userId: number) {
  const envAdmin = (await membersByEmails(deps.db, [...deps.config.adminEmails])).some((m) => m.userId === userId);
  if (envAdmin) throw new AppError(409, "ROLE_FROM_ENVIRONMENT", "This admin is named in ADMIN_EMAILS; change the environment to change their role");
  // The role is read under the lock, not from this instance's memory: another instance may have just changed it.
  const role = await withAdminsLocked(deps, async (tx) => {
    const current = await staffRoleOf(tx, userId, []);
    if (!current) throw notFound("This member has no role");
    if (current === "admin") await assertAnotherAdmin(deps, tx, userId);
    await removeRole(tx, userId);
    return current;
  });
  await deps.staff.announce();
  await audit(deps, actor.id, "role.revoke", userId, { role });
  return listStaff(deps);
}
