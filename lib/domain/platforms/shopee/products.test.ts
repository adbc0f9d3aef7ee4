import { describe, expect, it } from 'vitest';
import { shopeeItemSkus, shopeeSkuStatus } from '@/lib/domain/platforms/shopee/products';

describe('shopeeItemSkus', () => {
  it('makes an item without variants one SKU, model 0', () => {
    expect(
      shopeeItemSkus(
        {
          item_id: 800,
          item_name: 'Mug',
          item_sku: 'MUG-1',
          item_status: 'NORMAL',
          has_model: false,
          price_info: [{ current_price: 129, original_price: 150 }],
          stock_info_v2: {
            summary_info: { total_available_stock: 7 },
            seller_stock: [{ location_id: 'THZ', stock: 7 }],
          },
          image: { image_url_list: ['https://img/mug'] },
        },
        null,
      ),
    ).toEqual([
      {
        platformItemId: '800',
        platformSkuId: '0',
        sellerSku: 'MUG-1',
        name: 'Mug',
        price: '129.00',
        stock: 7,
        status: 0,
        imageUrl: 'https://img/mug',
        warehouseId: 'THZ',
      },
    ]);
  });

  it('makes each model a SKU named by its options', () => {
    const skus = shopeeItemSkus(
      { item_id: 900, item_name: 'Shirt', item_status: 'UNLIST', has_model: true },
      {
        tier_variation: [
          { name: 'Color', option_list: [{ option: 'Red' }, { option: 'Blue' }] },
          { name: 'Size', option_list: [{ option: 'M' }] },
        ],
        model: [
          {
            model_id: 11,
            model_sku: 'SH-R-M',
            tier_index: [0, 0],
            price_info: [{ current_price: 99.5 }],
            stock_info_v2: { seller_stock: [{ stock: 2 }, { stock: 3 }] },
          },
          { model_id: 12, tier_index: [1, 0] },
        ],
      },
    );
    expect(skus.map((s) => [s.platformSkuId, s.name, s.sellerSku, s.price, s.stock])).toEqual([
      ['11', 'Shirt - Red / M', 'SH-R-M', '99.50', 5],
      ['12', 'Shirt - Blue / M', null, null, null],
    ]);
    expect(skus.every((s) => s.status === 1)).toBe(true);
  });
});

describe('shopeeSkuStatus', () => {
  it.each([
    ['NORMAL', 0],
    ['UNLIST', 1],
    ['BANNED', 1],
    ['REVIEWING', 2],
    ['SELLER_DELETE', 3],
    ['SHOPEE_DELETE', 3],
  ] as const)('%s is %i', (status, ours) => {
    expect(shopeeSkuStatus(status)).toBe(ours);
  });
});
