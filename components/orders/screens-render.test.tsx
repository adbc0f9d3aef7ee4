import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { OrderDetail, OrderRow } from '@/lib/domain/orders/schemas';
import { nextActions } from '@/lib/domain/orders/order-actions';
import { CancelDialog } from '@/components/orders/detail/cancel-dialog';
import { OrderDetailScreen } from '@/components/orders/detail/order-detail-screen';
import { PaymentCheckDialog } from '@/components/orders/detail/payment-check-dialog';
import { SlipViewer } from '@/components/orders/detail/slip-viewer';
import { StatusDialog } from '@/components/orders/detail/status-dialog';
import { TrackingEditor } from '@/components/orders/detail/tracking-editor';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';
import { OrdersScreen } from '@/components/orders/list/orders-screen';
import { PaymentsScreen } from '@/components/orders/payments/payments-screen';
import { QueueRow } from '@/components/orders/payments/queue-row';
import { RejectDialog } from '@/components/orders/payments/reject-dialog';
import { UndoPaymentDialog } from '@/components/orders/payments/undo-dialog';

// The three screens and their dialogs drawn once per language on the server renderer: no
// message key missing in th or en, no crash on a full order, the test ids the end-to-end
// test drives are there. (Behaviour in a browser is the Playwright test's.)

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/backoffice/orders',
  useSearchParams: () => new URLSearchParams('status=100&q=0812345678'),
}));
// Dialogs draw in place (a portal needs a document).
vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const row: OrderRow = {
  id: 7,
  order_number: 'SO2611200042',
  platform_order_id: '5781234',
  platform: 3,
  status: 100,
  sale_channel_id: 1,
  sale_channel_name: 'Facebook',
  payment_method_id: 2,
  payment_method_name: 'KBank',
  payment_type: 1,
  shipping_provider_id: 1,
  tracking_number: null,
  recipient_name: 'สมชาย ใจดี',
  recipient_phone: '0812345678',
  recipient_province: 'กรุงเทพมหานคร',
  staff_user_id: 1,
  staff_name: 'Admin',
  item_count: 2,
  total: '1250.00',
  payment_slip_url: '/api/v1/files/slip.png',
  slip_ref: '0041000600000101030060217A2C9D2E1F',
  slip_amount: '1200.00',
  slip_duplicate: true,
  slip_uploaded_at: '2026-11-19T03:00:00Z',
  created_at: '2026-11-19T02:00:00Z',
  platform_shop_name: 'Siam Shop',
  cancel_requested: false,
  return_requested: false,
  buyer_may_cancel: false,
  needs_rearrange: false,
  unmapped_item_count: 0,
};

/** An answer as the server serves it: `next_actions` follows the order's status and facts. */
const served = (o: Omit<OrderDetail, 'next_actions'>): OrderDetail => ({
  ...o,
  next_actions: nextActions({
    status: o.status,
    nextStatuses: o.next_statuses,
    undoable: o.payment_undo_until !== null,
    promptpayAvailable: o.promptpay_available,
  }),
});

const detail: OrderDetail = served({
  ...row,
  customer_id: 3,
  customer_name: 'สมชาย',
  sale_channel_type: 1,
  storage_id: null,
  recipient: {
    name: 'สมชาย ใจดี',
    phone: '0812345678',
    address: '99/1 ถนนสุขุมวิท',
    subdistrict: 'คลองเตย',
    district: 'คลองเตย',
    province: 'กรุงเทพมหานคร',
    zipcode: '10110',
  },
  subtotal: '1250.00',
  discount: '0.00',
  shipping_fee: '0.00',
  coupon_code: null,
  coupon_discount: '0.00',
  seller_note: 'ห่อของขวัญ',
  cancel_reason_type: null,
  cancel_reason: null,
  tracking_failed: true,
  payment_slip_key: 'payment-slips/slip.png',
  slip_bank: '004',
  slip_bank_name: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  slip_used_by: [{ id: 9, order_number: 'SO2611200001' }],
  payment_checked_by: null,
  payment_checked_at: null,
  paid_at: null,
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  completed_at: null,
  cancelled_at: null,
  returned_at: null,
  updated_at: '2026-11-19T02:00:00Z',
  next_statuses: [111, 140],
  promptpay_available: true,
  payment_undo_until: null,
  items: [
    {
      id: 1,
      product_id: 1,
      wms_product_id: null,
      platform_product_id: null,
      sku: 'TS-01',
      name: 'เสื้อยืด',
      image_url: null,
      barcode: null,
      quantity: 2,
      price: '625.00',
      discount: '0.00',
      platform_discount: '0.00',
      line_total: '1250.00',
    },
  ],
  claim: null,
  return_request: null,
  dispute_deadline: null,
  events: [
    {
      id: 2,
      type: 'slip_uploaded',
      from_status: null,
      to_status: null,
      reason: null,
      data: null,
      user_id: 1,
      user_name: 'Admin',
      created_at: '2026-11-19T03:00:00Z',
    },
    {
      id: 1,
      type: 'created',
      from_status: null,
      to_status: 100,
      reason: null,
      data: null,
      user_id: 1,
      user_name: 'Admin',
      created_at: '2026-11-19T02:00:00Z',
    },
  ],
});

const options = {
  saleChannels: [{ value: 1, label: 'Facebook' }],
  paymentMethods: [{ value: 2, label: 'KBank' }],
  staff: [{ value: 1, label: 'Admin' }],
};
const state: OrderDetailState = {
  order: detail,
  busy: null,
  run: async () => true,
  reload: async () => {},
};
const manager = { order: 3, payment: 3 };
const nothing = () => {};

describe.each(LANGUAGES)('order screens in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  /** One selected row of the payment queue, with the amount typed so far. */
  const drawQueueRow = (amount: string, amountMissing: boolean) =>
    draw(
      <ol>
        <QueueRow
          row={row}
          selected
          canCheck
          canOpenOrder
          amount={amount}
          amountMissing={amountMissing}
          onAmount={nothing}
          onSelect={nothing}
          onCorrect={nothing}
          onIncorrect={nothing}
          busy={false}
          zoomOpen={false}
          onZoom={nothing}
          amountInput={nothing}
        />
      </ol>,
    );
  afterEach(() => vi.useRealTimers());

  it('draws the order detail with its blocks and actions', () => {
    const html = draw(<OrderDetailScreen initial={detail} levels={manager} />);
    expectTestIds(html, [
      'order-detail-status',
      'order-event',
      'order-slip',
      'order-slip-duplicate',
      'order-slip-amount',
      'order-check-payment',
      'order-cancel',
      'order-print',
      'order-promptpay',
      'order-tracking-edit',
    ]);
    expect(html).toContain('data-mismatch="true"');
    const delivered = draw(
      <OrderDetailScreen
        initial={served({ ...detail, status: 122, next_statuses: [130, 998, 142] })}
        levels={{ order: 1, payment: 0 }}
      />,
    );
    expect(delivered).not.toContain('data-testid="order-complete"');
    expect(delivered).not.toContain('data-testid="order-cancel"');
  });

  it("shows a LINE order's member card with Send to LINE to order level 2", () => {
    const html = draw(<OrderDetailScreen initial={detail} levels={manager} lineMemberId={9} />);
    expectTestIds(html, ['order-line', 'order-line-send', 'order-line-new-order']);
    expect(openingTag(html, 'order-line-new-order')).toContain(
      'href="/backoffice/orders/new?member_id=9"',
    );
    const reader = draw(
      <OrderDetailScreen initial={detail} levels={{ order: 1, payment: 0 }} lineMemberId={9} />,
    );
    expect(reader).not.toContain('data-testid="order-line"');
    const plain = draw(<OrderDetailScreen initial={detail} levels={manager} />);
    expect(plain).not.toContain('data-testid="order-line"');
  });

  it("shows a platform order's shop and what the platform says of it", () => {
    const flags = messages.orders.flags;
    const plain = draw(<OrderDetailScreen initial={detail} levels={manager} />);
    expect(plain).toContain('Siam Shop');
    expect(plain).not.toContain('data-testid="order-detail-platform-flags"');
    const flagged = draw(
      <OrderDetailScreen
        initial={served({
          ...detail,
          cancel_requested: true,
          needs_rearrange: true,
          unmapped_item_count: 2,
        })}
        levels={manager}
      />,
    );
    expectTestIds(flagged, ['order-detail-platform-flags']);
    for (const flag of ['unmapped', 'cancelRequested', 'needsRearrange'])
      expect(flagged).toContain(`data-flag="${flag}"`);
    expect(flagged).not.toContain('data-flag="returnRequested"');
    expect(flagged).toContain(flags.cancelRequested);
  });

  it('writes every date the same way: Buddhist year in Thai, Gregorian in English', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T03:00:00Z'));
    const thai = locale === 'th';
    const list = draw(<OrdersScreen options={options} canCreate />);
    // The last 7 Bangkok days, in the picker's own text field, never a browser date input.
    expect(openingTag(list, 'orders-date-input')).toContain(
      thai ? 'value="21 พ.ย. 2569 – 27 พ.ย. 2569"' : 'value="21 Nov 2026 – 27 Nov 2026"',
    );
    expect(list).not.toContain('type="date"');
    // The order was taken at 09:00 Bangkok time (02:00 UTC), its slip an hour later.
    const html = draw(<OrderDetailScreen initial={detail} levels={manager} />);
    expect(html).toContain(thai ? '19 พ.ย. 2569 09:00' : '19 Nov 2026 09:00');
    expect(html).toContain(thai ? '19 พ.ย. 2569 10:00' : '19 Nov 2026 10:00');
    expect(html).not.toContain('19/11/2026');
  });

  it('offers the PromptPay QR only for a payment method with a PromptPay id', () => {
    const without = draw(
      <OrderDetailScreen
        initial={served({ ...detail, promptpay_available: false })}
        levels={manager}
      />,
    );
    expect(without).toContain('data-testid="order-payment"');
    expect(without).not.toContain('data-testid="order-promptpay"');
  });

  it('offers Undo on a just-confirmed order to a payment manager only', () => {
    const confirmed = served({
      ...detail,
      status: 111,
      next_statuses: [112, 114, 140, 100],
      payment_undo_until: '2026-11-19T03:10:00.000Z',
    });
    const html = draw(<OrderDetailScreen initial={confirmed} levels={manager} />);
    expect(html).toContain('data-testid="order-undo-payment"');
    expect(html).not.toContain('data-testid="order-check-payment"');
    const staff = draw(<OrderDetailScreen initial={confirmed} levels={{ order: 3, payment: 2 }} />);
    expect(staff).not.toContain('data-testid="order-undo-payment"');
    const later = draw(
      <OrderDetailScreen
        initial={served({ ...confirmed, payment_undo_until: null, next_statuses: [112, 114, 140] })}
        levels={manager}
      />,
    );
    expect(later).not.toContain('data-testid="order-undo-payment"');
  });

  it('draws the order list and the payment queue', () => {
    const list = draw(<OrdersScreen options={options} canCreate />);
    expectTestIds(list, [
      'orders-status-all',
      'orders-status-999',
      'orders-table-search',
      'orders-new',
    ]);
    const queue = draw(<PaymentsScreen options={options} canCheck canUndo canOpenOrder />);
    expect(queue).toContain('data-testid="payments-help"');
    expect(queue).not.toContain('data-testid="payments-status-999"');
    const card = drawQueueRow('1,200', false);
    expectTestIds(card, ['payments-duplicate', 'payments-amount', 'payments-correct']);
    expect(card).toContain('data-check="mismatch"');
    // An empty amount shows a hint in words, never an amount that could pass as read.
    const empty = drawQueueRow('', true);
    const input = /<input[^>]*data-testid="payments-amount"[^>]*>/.exec(empty)?.[0] ?? '';
    expect(input).toContain('value=""');
    expect(input).toContain(`placeholder="${messages.payments.slipAmountHint}"`);
    expect(input).not.toMatch(/placeholder="[^"]*\d/);
    expect(empty).toContain(messages.payments.amountRequired);
  });

  it('draws every dialog', () => {
    const html = [
      draw(<CancelDialog state={state} onClose={nothing} />),
      draw(<StatusDialog state={state} targets={[112, 114]} onClose={nothing} />),
      draw(<PaymentCheckDialog state={state} canConfirmWithoutSlip={false} onClose={nothing} />),
      draw(
        <PaymentCheckDialog
          state={{ ...state, order: { ...detail, payment_slip_url: null, slip_amount: null } }}
          canConfirmWithoutSlip
          onClose={nothing}
        />,
      ),
      draw(
        <UndoPaymentDialog order={detail} onDone={nothing} onRefused={nothing} onClose={nothing} />,
      ),
      draw(
        <RejectDialog row={row} amount="1200" busy={false} onSubmit={nothing} onClose={nothing} />,
      ),
      draw(<SlipViewer url="/api/v1/files/slip.png" title="slip" onClose={nothing} />),
      draw(<TrackingEditor order={detail} onSaved={nothing} onCancel={nothing} />),
    ].join('');
    expectTestIds(html, [
      'cancel-reason-type',
      'cancel-reason',
      'status-target',
      'payment-check-amount',
      'payment-check-no-slip',
      'undo-reason',
      'undo-submit',
      'reject-reason-text',
      'slip-zoom-in',
      'tracking-check',
    ]);
  });
});
