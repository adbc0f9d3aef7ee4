import { describe, expect, it } from 'vitest';
import {
  backToListUrl,
  listUrlOf,
  saveListUrl,
  savedListUrl,
  type ListStorage,
} from '@/components/orders/list-return';

function memory(): ListStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('list return URL', () => {
  it('keeps each list page and returns to the one last seen', () => {
    const s = memory();
    expect(backToListUrl(s)).toBe('/backoffice/orders');
    saveListUrl(s, 'orders', '/backoffice/orders?page=3&status=111');
    expect(backToListUrl(s)).toBe('/backoffice/orders?page=3&status=111');
    saveListUrl(s, 'payments', '/backoffice/payments?page=2');
    expect(backToListUrl(s)).toBe('/backoffice/payments?page=2');
    expect(savedListUrl(s, 'orders')).toBe('/backoffice/orders?page=3&status=111');
  });

  it('never keeps or returns a URL outside its list', () => {
    const s = memory();
    saveListUrl(s, 'orders', '//evil.example/backoffice/orders');
    saveListUrl(s, 'orders', '/backoffice/ordersv2/5');
    expect(s.data.size).toBe(0);
    s.data.set('orders.lastListUrl.orders', 'https://evil.example/');
    expect(backToListUrl(s)).toBe('/backoffice/orders');
    expect(listUrlOf('payments', '/backoffice/payments')).toBe('/backoffice/payments');
    expect(listUrlOf('payments', '/backoffice/payments\\x')).toBeNull();
  });

  it('works without storage and when storage throws', () => {
    expect(backToListUrl(null)).toBe('/backoffice/orders');
    const broken: ListStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => saveListUrl(broken, 'orders', '/backoffice/orders?page=2')).not.toThrow();
    expect(backToListUrl(broken)).toBe('/backoffice/orders');
  });
});
