import { describe, expect, it } from 'vitest';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { shipOrderBody } from '@/lib/domain/platforms/shopee/shipment';

describe('shipOrderBody', () => {
  const pickup = {
    info_needed: { pickup: ['address_id', 'pickup_time_id'], dropoff: [] },
    pickup: {
      address_list: [
        { address_id: 1, address_flag: ['default_address'], time_slot_list: [] },
        {
          address_id: 2,
          address_flag: ['pickup_address'],
          time_slot_list: [{ pickup_time_id: '1700000000' }],
        },
      ],
    },
  };

  it('asks a pickup at the pickup address on its first slot', () => {
    expect(
      shipOrderBody({ platformOrderId: 'A1', packageId: 'P1', handover: 'pickup' }, pickup),
    ).toEqual({
      order_sn: 'A1',
      package_number: 'P1',
      pickup: { address_id: 2, pickup_time_id: '1700000000' },
    });
  });

  it('asks a drop-off with the branch Shopee needs', () => {
    expect(
      shipOrderBody(
        { platformOrderId: 'A1', packageId: null, handover: 'dropoff' },
        {
          info_needed: { dropoff: ['branch_id'] },
          dropoff: { branch_list: [{ branch_id: 77 }] },
        },
      ),
    ).toEqual({ order_sn: 'A1', dropoff: { branch_id: 77 } });
  });

  it('refuses a handover Shopee does not offer for the order', () => {
    expect(() =>
      shipOrderBody(
        { platformOrderId: 'A1', packageId: null, handover: 'pickup' },
        {
          info_needed: { dropoff: [] },
        },
      ),
    ).toThrow(PlatformRequestError);
  });
});
