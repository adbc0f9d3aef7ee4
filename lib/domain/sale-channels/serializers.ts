import type { SaleChannel } from '@/lib/domain/sale-channels/schemas';

// The typed select of a sale channel and its serializer; the user count comes in the same
// query (a filtered _count), never one query per row.

export const saleChannelSelect = {
  id: true,
  name: true,
  type: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { users: { where: { deletedAt: null } } } },
} as const;

interface SaleChannelRecord {
  id: number;
  name: string;
  type: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  _count: { users: number };
}

export function toSaleChannel(r: SaleChannelRecord): SaleChannel {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    active: r.active,
    user_count: r._count.users,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const saleChannelAuditSnapshot = (r: { name: string; type: number; active: boolean }) => ({
  name: r.name,
  type: r.type,
  active: r.active,
});
