import { describe, expect, it, vi } from 'vitest';
import { useLocale, useTranslations } from 'next-intl';
import { useTable, type RowData } from '@tanstack/react-table';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type {
  AssignableCoupon,
  MemberCodeOfMember,
  MemberListItem,
} from '@/lib/domain/members/schemas';
import { dataTableFeatures, type DataTableColumn } from '@/components/data-table/features';
import { MemberListScreen } from '@/components/members/member-list-screen';
import { memberListColumns } from '@/components/members/member-list-columns';
import { MemberCouponsScreen, memberCodeColumns } from '@/components/members/member-coupons-screen';
import { AssignCouponDialog } from '@/components/members/assign-coupon-dialog';

// The member screens drawn once per language on the server renderer: no message key
// missing in th or en, the test ids they are driven by, and the rows of both lists (their
// cells drawn through the same columns the DataTable uses; the DataTable reads its rows in
// the browser).

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/admin/member',
  useSearchParams: () => new URLSearchParams('status=2'),
}));

const LINE_ID = 'U4af4980629b0f2e0a1c2d3e4f5a6c1d2';

const member: MemberListItem = {
  id: 9,
  line_user_id: LINE_ID,
  display_name: 'สมใจ ใจดี',
  phone: '0812345678',
  birthday: '1990-04-15',
  sex: 3,
  status: 1,
  total_spending: '12500.50',
  address: '12/3 ถ.นิมมานเหมินท์',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subdistrict: 'สุเทพ',
  postcode: '50200',
  customer_id: null,
  unfollowed_at: null,
  created_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-01T03:00:00.000Z',
  coupons_unused: 2,
  coupons_used: 0,
};
const blocked: MemberListItem = {
  ...member,
  id: 10,
  display_name: null,
  status: 2,
  coupons_unused: 0,
  coupons_used: 3,
  unfollowed_at: '2026-11-20T05:00:00.000Z',
};

const codes: MemberCodeOfMember[] = [
  {
    id: 31,
    member_id: 9,
    coupon_id: 7,
    coupon_code: 'NEWYEAR-AB12CD34',
    coupon_name: 'ปีใหม่ ลด 10%',
    coupon_status: 'used',
    created_at: '2026-12-02T03:00:00.000Z',
    used_at: '2027-01-02T05:00:00.000Z',
    order_id: 40,
    order_number: 'SO2701020001',
  },
  {
    id: 32,
    member_id: 9,
    coupon_id: 8,
    coupon_code: 'VIP-EF56GH78',
    coupon_name: 'VIP',
    coupon_status: 'unused',
    created_at: '2026-12-03T03:00:00.000Z',
    used_at: null,
    order_id: null,
    order_number: null,
  },
];

const coupons: AssignableCoupon[] = [
  { id: 7, code: 'NEWYEAR', name: 'ปีใหม่ ลด 10%', valid_to: '2027-01-31T16:59:59.999Z' },
];

/** The rows of a list as its cells draw them. */
function Rows<T extends RowData & { id: number }>({
  columns,
  rows,
}: {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: T[];
}) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (r: T) => String(r.id),
  });
  return (
    <table>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MemberRows({ level }: { level: number }) {
  const t = useTranslations('memberScreens');
  const locale = useLocale();
  const columns = memberListColumns(t, locale, {
    level,
    busyId: null,
    act: () => {},
    openCoupons: () => {},
  });
  return <Rows columns={columns} rows={[member, blocked]} />;
}

function CodeRows({ level }: { level: number }) {
  const t = useTranslations('memberScreens');
  const locale = useLocale();
  return (
    <Rows columns={memberCodeColumns(t, locale, { level, onRemove: () => {} })} rows={codes} />
  );
}

describe.each(LANGUAGES)('member screens in %s', (locale, messages) => {
  it('draws the members list with its search and filters', () => {
    const html = drawScreen(
      locale,
      messages,
      <MemberListScreen provinces={['เชียงใหม่', 'ลำพูน']} level={3} />,
    );
    expectTestIds(html, [
      'member-list',
      'member-list-search',
      'member-list-filter-status',
      'member-list-filter-province',
      'member-list-filter-birth_month',
      'member-list-filter-spending_min',
      'member-list-filter-spending_max',
    ]);
    expect(html).toContain('ลำพูน');
    expect(html).toContain(locale === 'th' ? 'ธันวาคม' : 'December');
  });

  it("draws a member's row: name to its coupons, short LINE id, status, spending, codes held", () => {
    const html = drawScreen(locale, messages, <MemberRows level={3} />);
    expect(openingTag(html, 'member-name-9')).toContain('href="/backoffice/coupon/member/9"');
    expect(html).toContain(`title="${LINE_ID}"`);
    expect(html).toContain('U4af4…c1d2');
    expect(openingTag(html, 'member-status-9')).toContain('data-status="1"');
    expect(openingTag(html, 'member-status-10')).toContain('data-status="2"');
    expect(html).toContain('฿12,500.50');
    expect(html).toMatch(/data-testid="member-coupons-held-9">[^<]*2[^<]*0/);
    expect(html).toMatch(/data-testid="member-coupons-held-10">[^<]*0[^<]*3/);
    // The unfollowed marker only on the member who unfollowed, a nameless one named so.
    expectTestIds(html, ['member-unfollowed-10', 'member-actions-9', 'member-actions-10']);
    expect(html).not.toContain('data-testid="member-unfollowed-9"');
    expect(html).toContain(locale === 'th' ? '(ไม่มีชื่อ)' : '(no name)');
  });

  it('draws the member card, its codes list and the give-a-coupon button by level', () => {
    const html = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={member} level={2} coupons={coupons} />,
    );
    expectTestIds(html, [
      'member-coupons',
      'member-card',
      'member-card-name',
      'member-card-status',
      'member-card-spending',
      'member-card-birthday',
      'member-card-address',
      'member-codes',
      'member-codes-filter-coupon_status',
      'member-assign',
    ]);
    expect(html).toContain(LINE_ID);
    expect(html).toContain('0812345678');
    expect(html).toContain('12/3 ถ.นิมมานเหมินท์ สุเทพ เมืองเชียงใหม่ เชียงใหม่ 50200');
    expect(html).toContain(locale === 'th' ? '2533' : '1990');
    expect(openingTag(html, 'member-assign')).not.toContain('disabled=""');

    const reader = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={member} level={1} coupons={[]} />,
    );
    expect(reader).not.toContain('data-testid="member-assign"');
    const ofBlocked = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={blocked} level={3} coupons={coupons} />,
    );
    expect(openingTag(ofBlocked, 'member-assign')).toContain('disabled=""');
    expectTestIds(ofBlocked, ['member-card-unfollowed']);
  });

  it('offers a new LINE order for the member to order level 2, not for a blocked member', () => {
    const html = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={member} level={1} coupons={[]} canOrder />,
    );
    expect(openingTag(html, 'member-new-order')).toContain(
      'href="/backoffice/orders/new?member_id=9"',
    );
    expect(html).toContain(locale === 'th' ? 'สร้างออเดอร์ให้สมาชิกนี้' : 'New order for this member');
    const without = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={member} level={3} coupons={coupons} />,
    );
    expect(without).not.toContain('data-testid="member-new-order"');
    const ofBlocked = drawScreen(
      locale,
      messages,
      <MemberCouponsScreen member={blocked} level={3} coupons={coupons} canOrder />,
    );
    expect(ofBlocked).not.toContain('data-testid="member-new-order"');
  });

  it("draws the member's codes: coupon name, state, the order that used one, remove at 3", () => {
    const html = drawScreen(locale, messages, <CodeRows level={3} />);
    expect(html).toContain('NEWYEAR-AB12CD34');
    expect(html).toContain('ปีใหม่ ลด 10%');
    expect(openingTag(html, 'member-code-state-31')).toContain('data-state="used"');
    expect(openingTag(html, 'member-code-state-32')).toContain('data-state="unused"');
    expect(openingTag(html, 'member-code-order-31')).toContain('href="/backoffice/orders/40"');
    expect(html).toContain('SO2701020001');
    expect(html).not.toContain('data-testid="member-code-order-32"');
    // Only an unused code can be taken back.
    expectTestIds(html, ['member-code-actions-32']);
    expect(html).not.toContain('data-testid="member-code-actions-31"');
    const below = drawScreen(locale, messages, <CodeRows level={2} />);
    expect(below).not.toContain('data-testid="member-code-actions-32"');
  });

  it('draws the give-a-coupon dialog with the active coupons', () => {
    // The Radix dialog draws into a portal, which the server renderer leaves out: only the
    // missing-message check applies here.
    drawScreen(
      locale,
      messages,
      <AssignCouponDialog
        memberId={9}
        memberName="สมใจ"
        coupons={coupons}
        onClose={() => {}}
        onAssigned={() => {}}
      />,
    );
  });
});
