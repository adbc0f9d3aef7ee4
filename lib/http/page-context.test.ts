import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, notFound as rowNotFound } from '@/lib/errors';
import type { Actor } from '@/lib/auth/actor';

const NOT_FOUND = new Error('NEXT_NOT_FOUND');
const requirePage = vi.fn();
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));
vi.mock('@/lib/auth/server-session', () => ({ requirePage: (p: string) => requirePage(p) }));
vi.mock('@/lib/db', () => ({ tenantDb: (enterpriseId: number) => ({ enterpriseId }) }));

const { pageContext, pageId } = await import('@/lib/http/page-context');

const staff = {
  userId: 7,
  enterpriseId: 42,
  groupId: 3,
  roles: { wms: 2, product: 1 },
} as unknown as Actor;

describe('pageContext', () => {
  beforeEach(() => {
    requirePage.mockReset().mockResolvedValue(staff);
  });

  it('asks the page gate for the path and gives the actor, its enterprise db and its levels', async () => {
    const ctx = await pageContext('/wms/inventory');
    expect(requirePage).toHaveBeenCalledWith('/wms/inventory');
    expect(ctx.actor).toBe(staff);
    expect(ctx.db).toEqual({ enterpriseId: 42 });
    expect(ctx.level('wms')).toBe(2);
    expect(ctx.level('product')).toBe(1);
    expect(ctx.level('order')).toBe(0);
  });

  it('passes the gate redirect through', async () => {
    const redirect = new Error('NEXT_REDIRECT');
    requirePage.mockRejectedValue(redirect);
    await expect(pageContext('/wms/inventory')).rejects.toBe(redirect);
  });

  it('found: the row, or the not-found page for a refusal or an empty answer', async () => {
    const { found } = await pageContext('/wms/historydetail/1');
    await expect(found(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
    await expect(found(Promise.reject(rowNotFound('bill', 1)))).rejects.toBe(NOT_FOUND);
    await expect(found(Promise.reject(new AppError('common.accessDenied')))).rejects.toBe(
      NOT_FOUND,
    );
    await expect(found(Promise.resolve(null))).rejects.toBe(NOT_FOUND);
    const broken = new Error('connection lost');
    await expect(found(Promise.reject(broken))).rejects.toBe(broken);
  });
});

describe('pageId', () => {
  it('reads a positive id, first of a repeated query value', () => {
    expect(pageId('12')).toBe(12);
    expect(pageId(['5', '6'])).toBe(5);
  });

  it('sends anything else to the not-found page', () => {
    for (const raw of ['0', '-1', 'abc', '1.5', undefined, '99999999999']) {
      expect(() => pageId(raw)).toThrow(NOT_FOUND);
    }
  });
});
