import type { RootDb } from '@/lib/db';
import { normaliseRoles, rolesString } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import type { SignedInUser } from '@/lib/domain/auth/schemas';

export const signedInUserSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  nickName: true,
  phone: true,
  email: true,
  groupId: true,
  enterpriseId: true,
  status: true,
  roles: true,
  locale: true,
  isSpecial: true,
  isEmployee: true,
  isReadOnly: true,
  teamId: true,
  saleChannelId: true,
  enterprise: { select: { name: true } },
  team: { select: { name: true } },
  saleChannel: { select: { name: true } },
} as const;

type Row = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  email: string | null;
  groupId: number;
  enterpriseId: number;
  status: number;
  roles: unknown;
  locale: string;
  isSpecial: boolean;
  isEmployee: boolean;
  isReadOnly: boolean;
  teamId: number | null;
  saleChannelId: number | null;
  enterprise: { name: string };
  team: { name: string } | null;
  saleChannel: { name: string } | null;
};

/** The signed-in user in the spec's spelling (api-contract section 5). */
export function toSignedInUser(u: Row): SignedInUser {
  return {
    Id: u.id,
    Username: u.username,
    FirstName: u.firstName,
    LastName: u.lastName,
    NickName: u.nickName,
    Phone: u.phone,
    Email: u.email ?? '',
    GroupId: u.groupId,
    EnterpriseID: u.enterpriseId,
    EnterpriseName: u.enterprise.name,
    Status: u.status,
    TeamID: u.teamId,
    TeamName: u.team?.name ?? '',
    SaleChannelID: u.saleChannelId,
    SaleChannelName: u.saleChannel?.name ?? '',
    // A read-only user's levels as they apply: at most 1 each.
    Roles: rolesString({
      groupId: u.groupId,
      roles: normaliseRoles(u.roles),
      readOnly: u.isReadOnly,
    }),
    Locale: u.locale,
    IsSpecial: u.isSpecial,
    IsEmployee: u.isEmployee,
    ReadOnly: u.isReadOnly,
  };
}

export async function loadSignedInUser(db: RootDb, userId: number): Promise<SignedInUser> {
  const u = await db.user.findUnique({ where: { id: userId }, select: signedInUserSelect });
  if (!u) throw new AppError('auth.unauthorized');
  return toSignedInUser(u);
}
