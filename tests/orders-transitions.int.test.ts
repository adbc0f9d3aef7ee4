// Every (from, to) pair of the 11 order statuses through PUT /api/v1/orders/{id}/status,
// /delivery and /packing, on the real database: the allowed ones move the order and write
// exactly one `status` event (from, to, who), the others answer 422
// order.invalidStatusTransition and change nothing. The expected tables are written out
// here from docs/domain-rules.md (Orders) and the calls' rules, not read from the code
// under test.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  eventsOf,
  insertOrder,
  root,
  type DemoRefs,
} from './helpers/order-actions-fixture';

const STATUSES = [100, 111, 112, 114, 121, 122, 130, 140, 141, 142, 998] as const;

const ALLOWED: Record<'status' | 'delivery' | 'packing', string[]> = {
  // Every allowed move but cancel (140), payment confirm (100 -> 111) and its undo
  // (111 -> 100), return (998 -> 141), claim (-> 142).
  status: [
    '111>112',
    '111>114',
    '114>112',
    '114>121',
    '112>121',
    '112>111',
    '121>122',
    '121>998',
    '122>130',
    '122>998',
    '130>998',
  ],
  delivery: ['112>121', '114>121', '121>122', '121>998', '122>130', '122>998', '130>998'],
  packing: ['111>112', '111>114', '112>111', '114>112'],
};

/** The column each status stamps (111 only when paid: never through these calls). */
const TIME_COLUMN: Partial<Record<number, string>> = {
  112: 'packedAt',
  121: 'shippedAt',
  122: 'deliveredAt',
  130: 'completedAt',
};

let refs: DemoRefs;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  refs = await demoRefs();
  owner = await loginAs('owner');
  ownerId = (await root.user.findFirstOrThrow({ where: { username: 'owner' } })).id;
});

interface Answer {
  Msg: string;
  Cause?: string;
  Datum?: {
    id: number;
    status: number;
    next_statuses: number[];
    next_actions: string[];
    events: unknown[];
  };
}

describe.each(['status', 'delivery', 'packing'] as const)('PUT /api/v1/orders/{id}/%s', (via) => {
  it('moves along its allowed pairs only, one event each', async () => {
    const outcomes: string[] = [];
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const id = await insertOrder(refs, from);
        const before = await root.order.findUniqueOrThrow({ where: { id } });
        const res = await call<Answer>('PUT', `/api/v1/orders/${id}/${via}`, {
          token: owner,
          body: { status: to, reason: `test ${from}>${to}` },
        });
        const after = await root.order.findUniqueOrThrow({ where: { id } });
        const events = await eventsOf(id);
        const pair = `${from}>${to}`;
        if (ALLOWED[via].includes(pair)) {
          expect(res.status, `${via} ${pair}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.Datum?.status).toBe(to);
          expect(after.status).toBe(to);
          expect(events).toHaveLength(1);
          expect(events[0]).toMatchObject({
            type: 'status',
            fromStatus: from,
            toStatus: to,
            userId: ownerId,
            reason: `test ${pair}`,
            data: { via },
          });
          const column = TIME_COLUMN[to];
          if (column) expect(after[column as keyof typeof after], pair).toBeInstanceOf(Date);
          outcomes.push(pair);
        } else {
          expect(res.status, `${via} ${pair}: ${JSON.stringify(res.body)}`).toBe(422);
          expect(res.body.Msg).toBe('order.invalidStatusTransition');
          expect(res.body.Cause).toContain(`from ${from} to ${to}`);
          expect(after).toEqual(before);
          expect(events).toHaveLength(0);
        }
      }
    }
    expect(outcomes.sort()).toEqual([...ALLOWED[via]].sort());
  });
});

describe('the moves that have their own call', () => {
  it.each([
    [100, 140, 'cancel'],
    [111, 140, 'cancel'],
    [100, 111, 'payment/confirm/success'],
    [111, 100, 'payment/confirm/undo'],
    [998, 141, 'orders/return'],
    [122, 142, 'orders/{id}/claim'],
    [130, 142, 'orders/{id}/claim'],
  ])('%i -> %i through /status names %s', async (from, to, name) => {
    const id = await insertOrder(refs, from);
    const res = await call('PUT', `/api/v1/orders/${id}/status`, {
      token: owner,
      body: { status: to },
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('order.invalidStatusTransition');
    expect(res.body.Cause).toContain(name);
  });
});

describe('rules of the narrower calls', () => {
  it('reopening a packing needs packing_admin; packing itself needs packing', async () => {
    const staff = await loginAs('staff'); // packing 2, no packing_admin
    const packed = await insertOrder(refs, 112);
    const reopen = await call('PUT', `/api/v1/orders/${packed}/packing`, {
      token: staff,
      body: { status: 111 },
    });
    expect(reopen.status).toBe(403);
    expect(reopen.body.Msg).toBe('common.accessDenied');
    expect((await root.order.findUniqueOrThrow({ where: { id: packed } })).status).toBe(112);
    expect(await eventsOf(packed)).toHaveLength(0);

    const ready = await insertOrder(refs, 111);
    const pack = await call('PUT', `/api/v1/orders/${ready}/packing`, {
      token: staff,
      body: { status: 112 },
    });
    expect(pack.status).toBe(200);
  });

  it('the delivery user moves parcels through /delivery but not /status', async () => {
    const delivery = await loginAs('delivery'); // delivery 2, no order area
    const id = await insertOrder(refs, 112);
    const shipped = await call('PUT', `/api/v1/orders/${id}/delivery`, {
      token: delivery,
      body: { status: 121 },
    });
    expect(shipped.status).toBe(200);
    const generic = await call('PUT', `/api/v1/orders/${id}/status`, {
      token: delivery,
      body: { status: 122 },
    });
    expect(generic.status).toBe(403);
  });

  it('refuses a status that is not a status, and a missing one', async () => {
    const id = await insertOrder(refs, 111);
    for (const body of [
      { status: 999 },
      { status: 'x' },
      {},
      { status: 112, reason: 'a\u0000b' },
    ]) {
      const res = await call('PUT', `/api/v1/orders/${id}/status`, { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('answers the order with its next statuses', async () => {
    const id = await insertOrder(refs, 121);
    const res = await call<Answer>('PUT', `/api/v1/orders/${id}/delivery`, {
      token: owner,
      body: { status: 122 },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum?.id).toBe(id);
    expect(res.body.Datum?.next_statuses).toEqual([130, 998, 142]);
    expect(res.body.Datum?.events).toHaveLength(1);
  });

  it('two concurrent moves of one order: one wins, the other is refused', async () => {
    const id = await insertOrder(refs, 111);
    const [a, b] = await Promise.all(
      [112, 114].map((status) =>
        call('PUT', `/api/v1/orders/${id}/packing`, { token: owner, body: { status } }),
      ),
    );
    // The second runs from the first's status: 112 -> 114 is refused, 114 -> 112 allowed.
    // Either way the row lock makes the timeline a chain, one event per move made.
    const statuses = [a!.status, b!.status];
    expect(statuses).toContain(200);
    const final = (await root.order.findUniqueOrThrow({ where: { id } })).status;
    const events = await eventsOf(id);
    expect(events.length).toBe(statuses.filter((s) => s === 200).length);
    expect(events.at(-1)?.toStatus).toBe(final);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.fromStatus).toBe(events[i - 1]!.toStatus);
  });
});

describe('GET /api/v1/orders/detail: the actions the order allows now', () => {
  // Written out by hand from the order rules: edited before packing (100, 111); the payment
  // checked at 100; cancelled at 100 and 111; completed from 122; the other moves through
  // the status call; the tracking number until delivered; a slip until the order is closed;
  // a claim from 122 and 130; the claim pack once the parcel left the warehouse.
  // An order inserted at 111 has no payment confirm to undo.
  const NEXT_ACTIONS: Record<(typeof STATUSES)[number], string[]> = {
    100: ['edit', 'check_payment', 'cancel', 'edit_tracking', 'upload_slip'],
    111: ['edit', 'cancel', 'change_status', 'edit_tracking', 'upload_slip'],
    112: ['change_status', 'edit_tracking', 'upload_slip'],
    114: ['change_status', 'edit_tracking', 'upload_slip'],
    121: ['change_status', 'edit_tracking', 'upload_slip', 'claim_pack'],
    122: ['complete', 'change_status', 'upload_slip', 'claim', 'claim_pack'],
    130: ['change_status', 'upload_slip', 'claim', 'claim_pack'],
    998: ['upload_slip', 'claim_pack'],
    140: [],
    141: ['claim_pack'],
    142: ['claim_pack'],
  };

  it.each(STATUSES)('at %i', async (status) => {
    const id = await insertOrder(refs, status);
    const res = await call<Answer>('GET', `/api/v1/orders/detail?id=${id}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.Datum?.next_actions).toEqual(NEXT_ACTIONS[status]);
  });

  it('offers the PromptPay QR of an unpaid order whose method has a PromptPay id, not after', async () => {
    const order = await createOrder(owner, refs, { payment_method_id: refs.methods.promptpay });
    const path = `/api/v1/orders/detail?id=${order.id}`;
    const unpaid = await call<Answer>('GET', path, { token: owner });
    expect(unpaid.body.Datum?.next_actions).toEqual([
      'edit',
      'check_payment',
      'cancel',
      'edit_tracking',
      'upload_slip',
      'promptpay_qr',
    ]);
    const cancelled = await call<Answer>('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: { cancel_reason_type: 1, cancel_reason: 'ลูกค้าขอยกเลิก' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.Datum?.next_actions).toEqual([]);
  });
});
