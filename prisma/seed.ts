// Demo and test data: enterprise "Demo Shop" (admin, owner, staff, agent, delivery,
// customer, and operator: the operator of the whole service) and "Second Shop" (admin2), every password demo1234, plus the master data each
// screen needs. Idempotent: rows are found by their natural keys before being created.
// Refuses to run against production: seed users with known passwords exist only in
// development and test databases.
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { hashPassword } from '@/lib/auth/password';
import type { RoleLevels } from '@/lib/auth/permissions';
import { randomSkus } from '@/lib/domain/catalog/sku';
import type { SystemNoteKey } from '@/lib/domain/wms/inventory/shared';

export const DEMO_PASSWORD = 'demo1234';

const STAFF_ROLES: RoleLevels = {
  order: 2,
  payment: 2,
  wms: 2,
  packing: 2,
  product: 2,
  customer: 2,
  coupon: 2,
  po: 2,
  report: 2,
  // Receiving a returned parcel is everyday work too (docs/domain-rules.md, Roles and levels).
  order_return: 2,
};

export const DEMO_USERS = [
  {
    username: 'admin',
    groupId: 1,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    nickName: 'ชาย',
    roles: {},
  },
  {
    username: 'owner',
    groupId: 2,
    firstName: 'สมหญิง',
    lastName: 'รักค้าขาย',
    nickName: 'หญิง',
    roles: {},
  },
  {
    username: 'staff',
    groupId: 3,
    firstName: 'มานะ',
    lastName: 'ขยันยิ่ง',
    nickName: 'นะ',
    roles: STAFF_ROLES,
    // The warehouse staff's "(employee)" screens: stock history, waiting-to-ship products.
    isEmployee: true,
  },
  {
    username: 'agent',
    groupId: 4,
    firstName: 'วิชัย',
    lastName: 'ตัวแทนดี',
    nickName: 'ชัย',
    roles: { order: 2, customer: 2, report: 1 },
  },
  {
    username: 'delivery',
    groupId: 5,
    firstName: 'ประยุทธ',
    lastName: 'ส่งไว',
    nickName: 'ยุทธ',
    // The own courier's driver too (/express): delivered and failed are express 2.
    roles: { delivery: 2, packing: 1, express: 2 },
  },
  {
    username: 'customer',
    groupId: 6,
    firstName: 'ปิติ',
    lastName: 'ลูกค้าประจำ',
    nickName: 'ติ',
    roles: {},
  },
  {
    // The operator of the whole service (decides the sign-up requests of new shops); an
    // admin of Demo Shop as well, so that the demo has somewhere to sign in to.
    username: 'operator',
    groupId: 1,
    firstName: 'อรุณ',
    lastName: 'ผู้ให้บริการ',
    nickName: 'รุณ',
    roles: {},
    isPlatformOperator: true,
  },
] as const satisfies ReadonlyArray<DemoUser>;

interface DemoUser {
  username: string;
  groupId: number;
  firstName: string;
  lastName: string;
  nickName: string;
  roles: RoleLevels;
  isPlatformOperator?: boolean;
  isEmployee?: boolean;
}

const BANKS = [
  ['002', 'BBL', 'ธนาคารกรุงเทพ', 'Bangkok Bank'],
  ['004', 'KBANK', 'ธนาคารกสิกรไทย', 'Kasikornbank'],
  ['006', 'KTB', 'ธนาคารกรุงไทย', 'Krungthai Bank'],
  ['011', 'TTB', 'ธนาคารทหารไทยธนชาต', 'TMBThanachart Bank'],
  ['014', 'SCB', 'ธนาคารไทยพาณิชย์', 'Siam Commercial Bank'],
  ['022', 'CIMBT', 'ธนาคารซีไอเอ็มบี ไทย', 'CIMB Thai Bank'],
  ['024', 'UOBT', 'ธนาคารยูโอบี', 'United Overseas Bank (Thai)'],
  ['025', 'BAY', 'ธนาคารกรุงศรีอยุธยา', 'Bank of Ayudhya (Krungsri)'],
  ['030', 'GSB', 'ธนาคารออมสิน', 'Government Savings Bank'],
  [
    '034',
    'BAAC',
    'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    'Bank for Agriculture and Agricultural Cooperatives',
  ],
  ['067', 'TISCO', 'ธนาคารทิสโก้', 'TISCO Bank'],
  ['069', 'KKP', 'ธนาคารเกียรตินาคินภัทร', 'Kiatnakin Phatra Bank'],
  ['073', 'LHFG', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', 'Land and Houses Bank'],
] as const;

type RootDb = PrismaClient;

async function ensure<T>(find: () => Promise<T | null>, create: () => Promise<T>): Promise<T> {
  return (await find()) ?? (await create());
}

async function seedEnterprise(db: RootDb, code: string, name: string) {
  return db.enterprise.upsert({
    where: { code },
    update: {},
    create: { code, name, phone: '02-000-0000', address: 'กรุงเทพมหานคร' },
  });
}

async function seedUser(
  db: RootDb,
  enterpriseId: number,
  domain: string,
  passwordHash: string,
  u: DemoUser,
  extra: { teamId?: number; departmentId?: number; saleChannelId?: number } = {},
) {
  return ensure(
    () => db.user.findFirst({ where: { username: u.username, deletedAt: null } }),
    () =>
      db.user.create({
        data: {
          enterpriseId,
          username: u.username,
          email: `${u.username}@${domain}`,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          nickName: u.nickName,
          phone: '0812345678',
          groupId: u.groupId,
          roles: u.roles as Prisma.InputJsonValue,
          isPlatformOperator: u.isPlatformOperator ?? false,
          isEmployee: u.isEmployee ?? false,
          ...extra,
        },
      }),
  );
}

async function seedDemoShop(db: RootDb, passwordHash: string) {
  const shop = await seedEnterprise(db, 'demo-shop', 'Demo Shop');
  const e = shop.id;
  const teams: Array<{ id: number }> = [];
  for (const name of ['ทีมขาย A', 'ทีมขาย B', 'ทีมแพ็กสินค้า']) {
    teams.push(
      await ensure(
        () => db.team.findFirst({ where: { enterpriseId: e, name } }),
        () => db.team.create({ data: { enterpriseId: e, name } }),
      ),
    );
  }
  const departments: Array<{ id: number }> = [];
  for (const name of ['ฝ่ายขาย', 'คลังสินค้า', 'บัญชี']) {
    departments.push(
      await ensure(
        () => db.department.findFirst({ where: { enterpriseId: e, name } }),
        () => db.department.create({ data: { enterpriseId: e, name } }),
      ),
    );
  }
  const channels: Array<{ id: number }> = [];
  for (const [name, type] of [
    ['หน้าร้าน Facebook', 1],
    ['LINE OA', 1],
    ['TikTok Shop', 1],
    ['ตัวแทนภาคเหนือ', 2],
    ['ตัวแทนภาคใต้', 2],
  ] as const) {
    channels.push(
      await ensure(
        () => db.saleChannel.findFirst({ where: { enterpriseId: e, name } }),
        () => db.saleChannel.create({ data: { enterpriseId: e, name, type } }),
      ),
    );
  }
  const kbank = await db.bank.findUniqueOrThrow({ where: { code: '004' } });
  const scb = await db.bank.findUniqueOrThrow({ where: { code: '014' } });
  const kbankAccount = await ensure(
    () => db.bankAccount.findFirst({ where: { enterpriseId: e, accountNumber: '1234567890' } }),
    () =>
      db.bankAccount.create({
        data: {
          enterpriseId: e,
          bankId: kbank.id,
          accountName: 'บจก. เดโม่ ช็อป',
          accountNumber: '1234567890',
          branch: 'สาขาสยามพารากอน',
        },
      }),
  );
  const scbAccount = await ensure(
    () => db.bankAccount.findFirst({ where: { enterpriseId: e, accountNumber: '9876543210' } }),
    () =>
      db.bankAccount.create({
        data: {
          enterpriseId: e,
          bankId: scb.id,
          accountName: 'บจก. เดโม่ ช็อป',
          accountNumber: '9876543210',
          branch: 'สาขาชิดลม',
        },
      }),
  );
  const methods: Array<[string, number, number | null, string | null]> = [
    ['โอนเงิน กสิกรไทย', 1, kbankAccount.id, null],
    ['โอนเงิน ไทยพาณิชย์', 1, scbAccount.id, null],
    ['เก็บเงินปลายทาง (COD)', 2, null, null],
    ['เคลมสินค้า', 4, null, null],
    ['พร้อมเพย์ QR', 5, null, '0812345678'],
    ['ชำระผ่านแพลตฟอร์ม', 6, null, null],
    ['อื่น ๆ', 7, null, null],
  ];
  for (const [name, type, bankAccountId, promptpayId] of methods) {
    await ensure(
      () => db.paymentMethod.findFirst({ where: { enterpriseId: e, name } }),
      () =>
        db.paymentMethod.create({
          data: { enterpriseId: e, name, type, bankAccountId, promptpayId },
        }),
    );
  }

  const users: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const extra =
      u.groupId === 3
        ? { teamId: teams[0]!.id, departmentId: departments[1]!.id, saleChannelId: channels[0]!.id }
        : u.groupId === 4
          ? { saleChannelId: channels[3]!.id }
          : {};
    users[u.username] = (await seedUser(db, e, 'demo-shop.test', passwordHash, u, extra)).id;
  }

  const storages: Array<{ id: number }> = [];
  for (const [name, kind, packingLine, description] of [
    ['คลังหลัก', 1, null, 'ชั้นวาง A-D อาคาร 1'],
    ['คลังสำรอง', 1, null, 'อาคาร 2'],
    ['ไลน์แพ็ก 1', 2, 'LINE-1', 'จุดแพ็กสินค้า 1'],
  ] as const) {
    storages.push(
      await ensure(
        () => db.storage.findFirst({ where: { enterpriseId: e, name } }),
        () =>
          db.storage.create({ data: { enterpriseId: e, name, kind, packingLine, description } }),
      ),
    );
  }
  const partner = await ensure(
    () => db.partner.findFirst({ where: { enterpriseId: e, companyName: 'บริษัท สยามซัพพลาย จำกัด' } }),
    () =>
      db.partner.create({
        data: {
          enterpriseId: e,
          companyName: 'บริษัท สยามซัพพลาย จำกัด',
          address: '99 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110',
          contactName: 'คุณวิภา',
          contactTel: '0891112222',
          taxId: '0105551234567',
          tel: '022223333',
          email: 'sales@siamsupply.test',
        },
      }),
  );
  const categories: Array<{ id: number }> = [];
  for (const name of ['เครื่องสำอาง', 'อาหารเสริม', 'ของใช้ในบ้าน']) {
    categories.push(
      await ensure(
        () => db.productCategory.findFirst({ where: { enterpriseId: e, name } }),
        () => db.productCategory.create({ data: { enterpriseId: e, name } }),
      ),
    );
  }
  const catalogue = [
    {
      sku: 'SERUM-30',
      name: 'เซรั่มวิตามินซี 30 มล.',
      barcode: '2000000000015',
      price: '390.00',
      cost: '120.0000',
      qty: 120,
      category: 0,
    },
    {
      sku: 'CREAM-50',
      name: 'ครีมกันแดด SPF50 50 กรัม',
      barcode: '2000000000022',
      price: '290.00',
      cost: '85.0000',
      qty: 80,
      category: 0,
    },
    {
      sku: 'COLLA-60',
      name: 'คอลลาเจนผง 60 ซอง',
      barcode: '2000000000039',
      price: '990.00',
      cost: '350.0000',
      qty: 45,
      category: 1,
    },
    {
      sku: 'SOAP-3',
      name: 'สบู่สมุนไพร แพ็ก 3 ก้อน',
      barcode: '2000000000046',
      price: '159.00',
      cost: '40.0000',
      qty: 200,
      category: 2,
    },
    {
      sku: 'MASK-10',
      name: 'มาสก์หน้า 10 แผ่น',
      barcode: '2000000000053',
      price: '250.00',
      cost: '70.0000',
      qty: 8,
      category: 0,
    },
  ];
  const stock: Array<{ wmsProductId: number; qty: number; cost: string }> = [];
  for (const item of catalogue) {
    const wms = await ensure(
      () => db.wmsProduct.findFirst({ where: { enterpriseId: e, barcode: item.barcode } }),
      () =>
        db.wmsProduct.create({
          data: {
            enterpriseId: e,
            name: item.name,
            sku: item.sku,
            barcode: item.barcode,
            unitName: 'ชิ้น',
            partnerId: partner.id,
            threshold: 10,
            avgCost: item.cost,
            weight: 150,
          },
        }),
    );
    await ensure(
      () => db.product.findFirst({ where: { enterpriseId: e, pn: item.sku } }),
      () =>
        db.product.create({
          data: {
            enterpriseId: e,
            pn: item.sku,
            name: item.name,
            price: item.price,
            barcode: item.barcode,
            categoryId: categories[item.category]!.id,
            wmsProductId: wms.id,
            unitName: 'ชิ้น',
            tags: ['ขายดี'],
          },
        }),
    );
    stock.push({ wmsProductId: wms.id, qty: item.qty, cost: item.cost });
  }
  await seedOpeningStock(db, e, users.admin!, storages[0]!.id, stock);
  await seedRandomSkus(db, e);

  for (const [name, phone, address] of [
    [
      'คุณกานดา มีสุข',
      '0861234567',
      {
        address: '12/3 ซอยสุขุมวิท 21',
        subdistrict: 'คลองเตยเหนือ',
        district: 'วัฒนา',
        province: 'กรุงเทพมหานคร',
        zipcode: '10110',
      },
    ],
    [
      'คุณธนพล แสงทอง',
      '0899876543',
      {
        address: '45 หมู่ 2 ถนนนิมมานเหมินท์',
        subdistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
        zipcode: '50200',
      },
    ],
  ] as const) {
    await ensure(
      () => db.customer.findFirst({ where: { enterpriseId: e, phone } }),
      () =>
        db.customer.create({
          data: {
            enterpriseId: e,
            name,
            phone,
            addresses: {
              create: { enterpriseId: e, recipientName: name, phone, isDefault: true, ...address },
            },
          },
        }),
    );
  }
  return shop;
}

/** A sheet of unused random SKUs (admin/skurandom), drawn once for a shop that has none. */
async function seedRandomSkus(db: RootDb, enterpriseId: number) {
  if ((await db.randomSku.count({ where: { enterpriseId } })) > 0) return;
  await db.randomSku.createMany({
    data: randomSkus('DEMO', 12).map((sku) => ({ enterpriseId, sku })),
    skipDuplicates: true,
  });
}

/** One stock-in bill whose ledger rows equal the balances it creates. */
async function seedOpeningStock(
  db: RootDb,
  enterpriseId: number,
  userId: number,
  storageId: number,
  lines: Array<{ wmsProductId: number; qty: number; cost: string }>,
) {
  const billNumber = 'IN-SEED-00001';
  if (await db.inventoryBill.findFirst({ where: { enterpriseId, billNumber } })) return;
  await db.$transaction(async (tx) => {
    const bill = await tx.inventoryBill.create({
      data: {
        enterpriseId,
        billNumber,
        kind: 1,
        // Shown in the reader's language: "opening stock (demo data)".
        noteKey: 'demoOpeningStock' satisfies SystemNoteKey,
        noteParams: {},
        userId,
        toStorageId: storageId,
      },
    });
    for (const line of lines) {
      await tx.inventoryBalance.create({
        data: {
          enterpriseId,
          wmsProductId: line.wmsProductId,
          storageId,
          balance: line.qty,
          cost: line.cost,
        },
      });
      await tx.inventoryLedger.create({
        data: {
          enterpriseId,
          billId: bill.id,
          wmsProductId: line.wmsProductId,
          storageId,
          amount: line.qty,
          balanceAfter: line.qty,
          unitCost: line.cost,
          userId,
        },
      });
    }
  });
}

async function seedSecondShop(db: RootDb, passwordHash: string) {
  const shop = await seedEnterprise(db, 'second-shop', 'Second Shop');
  const e = shop.id;
  const team = await ensure(
    () => db.team.findFirst({ where: { enterpriseId: e, name: 'ทีมขายร้านสอง' } }),
    () => db.team.create({ data: { enterpriseId: e, name: 'ทีมขายร้านสอง' } }),
  );
  await ensure(
    () => db.saleChannel.findFirst({ where: { enterpriseId: e, name: 'Shopee ร้านสอง' } }),
    () => db.saleChannel.create({ data: { enterpriseId: e, name: 'Shopee ร้านสอง', type: 1 } }),
  );
  await ensure(
    () => db.paymentMethod.findFirst({ where: { enterpriseId: e, name: 'เก็บเงินปลายทาง' } }),
    () => db.paymentMethod.create({ data: { enterpriseId: e, name: 'เก็บเงินปลายทาง', type: 2 } }),
  );
  await ensure(
    () => db.storage.findFirst({ where: { enterpriseId: e, name: 'คลังร้านสอง' } }),
    () => db.storage.create({ data: { enterpriseId: e, name: 'คลังร้านสอง' } }),
  );
  await seedUser(
    db,
    e,
    'second-shop.test',
    passwordHash,
    {
      username: 'admin2',
      groupId: 1,
      firstName: 'สุดา',
      lastName: 'ร้านที่สอง',
      nickName: 'ดา',
      roles: {},
    },
    { teamId: team.id },
  );
  return shop;
}

export async function seed(db: RootDb): Promise<void> {
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_DEMO_SEED !== 'true') {
    throw new Error('Refusing to seed demo users with known passwords into a production database.');
  }
  for (const [code, shortName, nameTh, nameEn] of BANKS) {
    await db.bank.upsert({
      where: { code },
      update: {},
      create: { code, shortName, nameTh, nameEn },
    });
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedDemoShop(db, passwordHash);
  await seedSecondShop(db, passwordHash);
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    await seed(db);
    console.log(
      'Seeded Demo Shop (admin, owner, staff, agent, delivery, customer, operator) and Second Shop (admin2); password demo1234.',
    );
  } finally {
    await db.$disconnect();
  }
}
