// Bad input is refused by the one wrapper, never crashed on: control characters and lone
// surrogates in any string of the path, query or body are a 400 naming the field; a body
// over its cap is a 413 while it is being read; exports check their query before the
// first byte; every JSON answer says its charset.
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '@/lib/http/read-body';
import { call, callStreamed, loginAs } from './helpers/api';

let token = '';
beforeAll(async () => {
  token = await loginAs('admin');
});

describe('control characters and unpaired surrogates', () => {
  it('refuses a NUL in a list search with 400 naming query.q', async () => {
    const res = await call('GET', '/api/v1/customers?q=a%00b', { token });
    expect([res.status, res.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(res.body.Cause).toContain('query.q');
  });

  it('refuses a NUL in an export query with the envelope, before any CSV goes out', async () => {
    const res = await call(
      'GET',
      '/api/v1/orders/export?start_date=2026-11-01&end_date=2026-11-20&q=%00',
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body.Cause).toContain('query.q');
  });

  it('refuses a NUL in a JSON string, on a signed-in call and on sign-in itself', async () => {
    const category = await call('POST', '/api/v1/products/category', {
      token,
      body: { name: 'ครีม\u0000' },
    });
    expect([category.status, category.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(category.body.Cause).toContain('body.name');

    const login = await call('POST', '/api/auth/login', {
      body: { username: 'admin\u0000', password: 'demo1234' },
    });
    expect([login.status, login.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(login.body.Cause).toContain('body.username');
  });

  it('refuses a lone surrogate in a cancel reason and a payment refusal', async () => {
    const cancel = await call('PUT', '/api/v1/orders/cancel/999999', {
      token,
      body: { cancel_reason_type: 1, cancel_reason: 'x\ud800' },
    });
    expect([cancel.status, cancel.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(cancel.body.Cause).toContain('body.cancel_reason');

    const fail = await call('PUT', '/api/v1/orders/payment/confirm/fail/999999', {
      token,
      body: { reason: '\udc00' },
    });
    expect([fail.status, fail.body.Cause]).toEqual([
      400,
      expect.stringContaining('body.reason') as unknown as string,
    ]);
  });

  it('refuses a NUL in a path, also where the path is free text (a file key)', async () => {
    const id = await call('GET', '/api/v1/customers/1%00', { token });
    expect([id.status, id.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(id.body.Cause).toContain('path.id');
    const file = await call('GET', '/api/v1/files/1/product-images/a%00.jpg', { token });
    expect([file.status, file.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(file.body.Cause).toContain('path.key.2');
  });

  it('still takes Thai text with line breaks and emoji', async () => {
    const res = await call('POST', '/api/v1/products/category', {
      token,
      body: { name: `หมวด ${Date.now()} 💄` },
    });
    expect(res.status).toBeLessThan(300);
  });
});

describe('body size', () => {
  it('refuses a JSON body over 1 MB with 413 from its declared length', async () => {
    const res = await call('POST', '/api/auth/login', {
      body: { username: 'admin', password: 'x'.repeat(JSON_BODY_MAX_BYTES) },
    });
    expect([res.status, res.body.Msg]).toEqual([413, 'common.bodyTooLarge']);
  });

  it('stops reading a chunked 30 MB body at the cap, and asks to close the connection', async () => {
    const total = 30 * 1024 * 1024;
    const res = await callStreamed('POST', '/api/auth/login', total);
    expect([res.status, res.body.Msg]).toEqual([413, 'common.bodyTooLarge']);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.sent()).toBeLessThan(JSON_BODY_MAX_BYTES + 512 * 1024);
  });

  it('counts an upload by its own cap as the bytes arrive', async () => {
    const res = await callStreamed('POST', '/api/v1/files', 30 * 1024 * 1024, {
      token,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect([res.status, res.body.Msg]).toEqual([413, 'file.tooLarge']);
    expect(res.sent()).toBeLessThan(25 * 1024 * 1024);
  });
});

describe('answers', () => {
  it('say application/json; charset=utf-8, success or error', async () => {
    const ok = await call('GET', '/api/v1/profile', { token });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const refused = await call('GET', '/api/v1/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
