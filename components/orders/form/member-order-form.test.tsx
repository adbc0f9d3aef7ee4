import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { OrderFormMember } from '@/lib/domain/line/member-order-schemas';
import { NewOrderScreen } from '@/components/orders/form/new-order-screen';

// The order form opened for a LINE member (/backoffice/orders/new?member_id=, docs/members.md,
// LINE orders): the banner naming the member and the recipient filled from the member.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/backoffice/orders/new',
  useSearchParams: () => new URLSearchParams('member_id=9'),
}));

const member: OrderFormMember = {
  id: 9,
  display_name: 'สมใจ ใจดี',
  line_user_id: 'U4af4980629b0f2e0a1c2d3e4f5a6c1d2',
  recipient: {
    name: 'สมใจ ใจดี',
    phone: '0812345678',
    address: '12/3 ถ.นิมมานเหมินท์',
    subdistrict: 'สุเทพ',
    district: 'เมืองเชียงใหม่',
    province: 'เชียงใหม่',
    zipcode: '50200',
  },
};
const options = {
  saleChannels: [{ id: 1, name: 'LINE OA', type: 1 }],
  paymentMethods: [{ id: 2, name: 'พร้อมเพย์ QR', type: 5 }],
  storages: [],
};

describe.each(LANGUAGES)('the order form for a member in %s', (locale, messages) => {
  it('names the member and starts from its recipient', () => {
    const html = drawScreen(
      locale,
      messages,
      <NewOrderScreen
        options={options}
        canSearchCustomers={false}
        defaultSaleChannelId={1}
        member={member}
      />,
    );
    expectTestIds(html, ['order-form', 'order-form-member']);
    expect(openingTag(html, 'order-form-member')).toContain('data-member-id="9"');
    expect(html).toContain('สมใจ ใจดี');
    expect(html).toContain('12/3 ถ.นิมมานเหมินท์');
    expect(html).toContain('50200');
  });

  it('is the plain form without a member', () => {
    const html = drawScreen(
      locale,
      messages,
      <NewOrderScreen options={options} canSearchCustomers={false} defaultSaleChannelId={1} />,
    );
    expect(html).not.toContain('data-testid="order-form-member"');
    expect(html).not.toContain('12/3 ถ.นิมมานเหมินท์');
  });
});
