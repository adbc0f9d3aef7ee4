import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { issueToken } from '@/lib/auth/token';

const staffToken = () =>
  issueToken(
    {
      sub: '3',
      sid: '00000000-0000-0000-0000-000000000003',
      gid: 3,
      eid: 1,
      roles: { order: 2, wms: 2, order_return: 0 },
    },
    3600,
  );
const adminToken = (operator = false) =>
  issueToken(
    {
      sub: '1',
      sid: '00000000-0000-0000-0000-000000000001',
      gid: 1,
      eid: 1,
      roles: {},
      ...(operator ? { op: true as const } : {}),
    },
    3600,
  );
const tokenOf = (gid: number, roles: Record<string, number>) =>
  issueToken({ sub: '5', sid: '00000000-0000-0000-0000-000000000005', gid, eid: 1, roles }, 3600);

async function visit(path: string, token?: string) {
  const req = new NextRequest(`http://localhost:3000${path}`, {
    headers: token ? { cookie: `next-auth.session-token=${token}` } : {},
  });
  const res = await proxy(req);
  const location = res.headers.get('location');
  return location ? new URL(location).pathname + new URL(location).search : 'next';
}

describe('proxy page gating', () => {
  let staff = '';
  let admin = '';
  beforeAll(async () => {
    staff = await staffToken();
    admin = await adminToken();
  });

  it('redirects the sections as the spec says', async () => {
    expect(await visit('/wms')).toBe('/wms/inventory');
    expect(await visit('/profile')).toBe('/profile/me');
    expect(await visit('/admin')).toBe('/admin/user');
  });

  it('sends a visitor without a sign-in to /login with the return URL', async () => {
    expect(await visit('/admin/user?page=2')).toBe('/login?returnUrl=%2Fadmin%2Fuser%3Fpage%3D2');
    expect(await visit('/profile/me', 'garbage')).toBe('/login?returnUrl=%2Fprofile%2Fme');
  });

  it('lets the auth pages and unknown URLs through', async () => {
    expect(await visit('/login')).toBe('next');
    expect(await visit('/resetpassword?token=x')).toBe('next');
    expect(await visit('/no/such/page')).toBe('next');
  });

  it("opens the member's page in LINE without a sign-in, letting it reach LINE", async () => {
    expect(await visit('/liff')).toBe('next');
    const res = await proxy(new NextRequest('http://localhost:3000/liff'));
    expect(res.headers.get('content-security-policy')).toContain('https://api.line.me');
    const login = await proxy(new NextRequest('http://localhost:3000/login'));
    expect(login.headers.get('content-security-policy')).not.toContain('line.me');
  });

  it('opens / and /backoffice on the first screen the user may use', async () => {
    expect(await visit('/')).toBe('/login?returnUrl=%2F');
    for (const start of ['/', '/backoffice', '/backoffice/']) {
      expect(await visit(start, staff)).toBe('/backoffice/orders');
      expect(await visit(start, await tokenOf(5, { delivery: 2, packing: 1 }))).toBe(
        '/backoffice/packings/shipping/checking',
      );
      expect(await visit(start, await tokenOf(6, {}))).toBe('/forbidden');
    }
  });

  it('sends a refused screen to /forbidden, naming it', async () => {
    expect(await visit('/admin/user', staff)).toBe('/forbidden?refused=%2Fadmin%2Fuser');
    expect(await visit('/backoffice/returnv2', staff)).toBe(
      '/forbidden?refused=%2Fbackoffice%2Freturnv2',
    );
    expect(await visit('/backoffice/return', staff)).toBe(
      '/forbidden?refused=%2Fbackoffice%2Freturn',
    );
    expect(await visit('/profile/me', staff)).toBe('next');
    expect(await visit('/admin/user', admin)).toBe('next');
    expect(await visit('/backoffice/returnv2', admin)).toBe('next');
  });

  it("opens the members list to admins only, and a member's coupons from coupon 1", async () => {
    const couponManager = await tokenOf(5, { coupon: 3 });
    const couponReader = await tokenOf(5, { coupon: 1 });
    expect(await visit('/admin/member', couponManager)).toBe(
      '/forbidden?refused=%2Fadmin%2Fmember',
    );
    expect(await visit('/admin/member?status=2', admin)).toBe('next');
    expect(await visit('/backoffice/coupon/member/9', staff)).toBe(
      '/forbidden?refused=%2Fbackoffice%2Fcoupon%2Fmember%2F9',
    );
    expect(await visit('/backoffice/coupon/member/9', couponReader)).toBe('next');
    expect(await visit('/backoffice/coupon/member/9', admin)).toBe('next');
  });

  it("opens the sign-up requests to the operator's token only", async () => {
    expect(await visit('/admin/signup', admin)).toBe('/forbidden?refused=%2Fadmin%2Fsignup');
    expect(await visit('/admin/signup', await adminToken(true))).toBe('next');
  });
});

describe('proxy content security policy', () => {
  const policyOf = async (path: string) =>
    (await proxy(new NextRequest(`http://localhost:3000${path}`))).headers.get(
      'content-security-policy',
    );

  it('gives every page its own nonce and no inline scripts without it', async () => {
    const first = await policyOf('/login');
    const second = await policyOf('/login');
    const nonce = (p: string | null) => /'nonce-([^']+)'/.exec(p ?? '')?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
