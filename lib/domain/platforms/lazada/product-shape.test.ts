import { describe, expect, it } from 'vitest';
import {
  productSkus,
  sellableStockPayload,
  skuStatus,
} from '@/lib/domain/platforms/lazada/product-shape';

// The product of Lazada's GetProducts example, trimmed.
const documentedProduct = {
  created_time: '1611554725000',
  updated_time: '1611554725000',
  images: '[     "https://my-live.slatic.net/p/540bc796d1eadf316018038d8840f20a.jpg" ]',
  skus: [
    {
      Status: 'active',
      quantity: 0,
      Images: ['http://sg-live-01.slatic.net/p/BUYI1-catalog.jpg', '', ''],
      SellerSku: '39817:01:01',
      ShopSku: 'BU565ELAX8AGSGAMZ-1104491',
      special_price: 9,
      price: 32,
      Available: 0,
      SkuId: 314525867,
    },
  ],
  item_id: '180226526',
  attributes: { name: 'asd' },
  status: 'Active',
};

describe('productSkus', () => {
  it("flattens Lazada's documented example product to its SKU", () => {
    expect(productSkus(documentedProduct)).toEqual([
      {
        platformItemId: '180226526',
        platformSkuId: '314525867',
        sellerSku: '39817:01:01',
        name: 'asd',
        price: '32.00',
        stock: 0,
        status: 0,
        imageUrl: 'http://sg-live-01.slatic.net/p/BUYI1-catalog.jpg',
        warehouseId: null,
      },
    ]);
  });

  it("falls back to the item's images, written as a JSON string", () => {
    const [sku] = productSkus({
      ...documentedProduct,
      skus: [{ ...documentedProduct.skus[0], Images: ['', ''] }],
    });
    expect(sku!.imageUrl).toBe('https://my-live.slatic.net/p/540bc796d1eadf316018038d8840f20a.jpg');
  });
});

describe('skuStatus', () => {
  it('the less available of the item and the SKU decides', () => {
    expect(skuStatus('Active', 'active')).toBe(0);
    expect(skuStatus('InActive', 'active')).toBe(1);
    expect(skuStatus('Active', 'inactive')).toBe(1);
    expect(skuStatus('Suspended', 'active')).toBe(1);
    expect(skuStatus('Pending QC', 'active')).toBe(2);
    expect(skuStatus('Active', 'deleted')).toBe(3);
    expect(skuStatus('Deleted', 'inactive')).toBe(3);
  });
});

describe('sellableStockPayload', () => {
  it('writes the documented XML, multi-warehouse when a warehouse is named', () => {
    expect(
      sellableStockPayload([
        {
          platformItemId: '234234234',
          platformSkuId: '234',
          sellerSku: 'Apple-SG-Glod-64G',
          warehouseId: null,
          quantity: 20,
        },
        {
          platformItemId: '1',
          platformSkuId: '2',
          sellerSku: 'A&B',
          warehouseId: 'dropshipping',
          quantity: -3,
        },
      ]),
    ).toBe(
      '<Request><Product><Skus>' +
        '<Sku><ItemId>234234234</ItemId><SkuId>234</SkuId><SellerSku>Apple-SG-Glod-64G</SellerSku><SellableQuantity>20</SellableQuantity></Sku>' +
        '<Sku><ItemId>1</ItemId><SkuId>2</SkuId><SellerSku>A&amp;B</SellerSku><MultiWarehouseInventories><MultiWarehouseInventory><WarehouseCode>dropshipping</WarehouseCode><SellableQuantity>0</SellableQuantity></MultiWarehouseInventory></MultiWarehouseInventories></Sku>' +
        '</Skus></Product></Request>',
    );
  });
});
