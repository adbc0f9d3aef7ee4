import type { Prisma } from '@/lib/generated/prisma/client';
import type { CustomerAddress, CustomerDetail, CustomerRow } from '@/lib/domain/customers/schemas';

// Typed selects and their serializers: a query reads exactly what the answer holds.

export const customerAddressSelect = {
  id: true,
  customerId: true,
  recipientName: true,
  phone: true,
  address: true,
  subdistrict: true,
  district: true,
  province: true,
  zipcode: true,
  isDefault: true,
} as const;

/** A list row: the address count and the default address come in the same query. */
export const customerRowSelect = {
  id: true,
  name: true,
  phone: true,
  email: true,
  lineId: true,
  tags: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { addresses: true } },
  addresses: { where: { isDefault: true }, take: 1, select: customerAddressSelect },
} as const;

export const customerDetailSelect = {
  id: true,
  name: true,
  phone: true,
  email: true,
  lineId: true,
  note: true,
  tags: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  addresses: {
    select: customerAddressSelect,
    // The default first (a mutable array: Prisma's type does not take a readonly one).
    orderBy: [
      { isDefault: 'desc' },
      { id: 'asc' },
    ] as Prisma.CustomerAddressOrderByWithRelationInput[],
  },
} as const;

interface AddressRecord {
  id: number;
  customerId: number;
  recipientName: string;
  phone: string;
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
  isDefault: boolean;
}

interface CustomerBase {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  lineId: string | null;
  tags: string[];
  status: number;
  createdAt: Date;
  updatedAt: Date;
}

export const toCustomerAddress = (a: AddressRecord): CustomerAddress => ({
  id: a.id,
  customer_id: a.customerId,
  recipient_name: a.recipientName,
  phone: a.phone,
  address: a.address,
  subdistrict: a.subdistrict,
  district: a.district,
  province: a.province,
  zipcode: a.zipcode,
  is_default: a.isDefault,
});

function base(c: CustomerBase) {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone ?? '',
    email: c.email,
    line_id: c.lineId,
    tags: c.tags,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function toCustomerRow(
  c: CustomerBase & { _count: { addresses: number }; addresses: AddressRecord[] },
): CustomerRow {
  const fields = base(c);
  return {
    ...fields,
    address_count: c._count.addresses,
    default_address: c.addresses[0] ? toCustomerAddress(c.addresses[0]) : null,
    created_at: fields.created_at,
    updated_at: fields.updated_at,
  };
}

export function toCustomerDetail(
  c: CustomerBase & { note: string | null; addresses: AddressRecord[] },
): CustomerDetail {
  const addresses = c.addresses.map(toCustomerAddress);
  return {
    ...base(c),
    note: c.note,
    address_count: addresses.length,
    default_address: addresses.find((a) => a.is_default) ?? null,
    addresses,
  };
}

/** What the audit log keeps of a customer: its fields and addresses, not its timestamps. */
export function customerAuditSnapshot(d: CustomerDetail) {
  const { created_at: _c, updated_at: _u, default_address: _d, address_count: _n, ...rest } = d;
  return rest;
}
