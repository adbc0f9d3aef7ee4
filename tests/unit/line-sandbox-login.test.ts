// The local LINE's sandbox login (scripts/sandbox/line/line-server.ts, docs/platform-sandbox.md):
// a browser is sent back to the member's page with an ID token in the fragment, a token the
// sandbox's own /oauth2/v2.1/verify vouches for; a redirect anywhere but the app is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedRedirect,
  startLineSandbox,
  type LineSandbox,
} from '@/scripts/sandbox/line/line-server';

let line: LineSandbox;
const APP = 'https://shop.example.test';
const SUB = `U${'ab12'.repeat(8)}`;

beforeAll(async () => {
  line = await startLineSandbox({ appUrl: APP });
});
afterAll(() => line?.close());

const login = (query: Record<string, string>) =>
  fetch(`${line.url}/__sandbox/line/login?${new URLSearchParams(query)}`, { redirect: 'manual' });

const verify = (idToken: string, clientId = line.env.LINE_LOGIN_CHANNEL_ID!) =>
  fetch(`${line.url}/oauth2/v2.1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: idToken, client_id: clientId }),
  });

describe('the sandbox login', () => {
  it('sends the browser back to the app with an ID token that verify accepts', async () => {
    const res = await login({ sub: SUB, name: 'สมใจ ใจดี', redirect_uri: `${APP}/liff?x=1` });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${APP}/liff?x=1`);
    const idToken = new URLSearchParams(location.hash.slice(1)).get('id_token')!;
    expect(idToken).toBeTruthy();
    expect(location.search).not.toContain(idToken);

    const checked = await verify(idToken);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toMatchObject({
      iss: 'https://access.line.me',
      sub: SUB,
      aud: line.env.LINE_LOGIN_CHANNEL_ID,
      name: 'สมใจ ใจดี',
    });
    // Issued for this channel only.
    expect((await verify(idToken, '999')).status).toBe(400);
  });

  it('makes up a user when no sub is given, and follows localhost redirects', async () => {
    const res = await login({ redirect_uri: 'http://localhost:3000/liff' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:3000');
    const idToken = new URLSearchParams(location.hash.slice(1)).get('id_token')!;
    const body = (await (await verify(idToken)).json()) as { sub: string };
    expect(body.sub).toMatch(/^U[0-9a-f]{32}$/);
  });

  it('refuses a redirect off the app, and a malformed user id', async () => {
    for (const redirect_uri of [
      'https://evil.example/liff',
      'https://shop.example.test.evil.example/liff',
      `${APP}@evil.example/liff`,
      'javascript:alert(1)',
      '//evil.example/liff',
      '',
    ]) {
      const res = await login({ sub: SUB, redirect_uri });
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await login({ sub: 'Unot-hex', redirect_uri: `${APP}/liff` })).status).toBe(400);
    expect(line.store.tokens.size).toBe(2);
  });

  it('judges redirect targets by origin', () => {
    expect(allowedRedirect(`${APP}/liff`, APP)?.pathname).toBe('/liff');
    expect(allowedRedirect('http://127.0.0.1:3000/liff', undefined)).not.toBeNull();
    expect(allowedRedirect('http://shop.example.test/liff', APP)).toBeNull(); // another scheme
    expect(allowedRedirect('https://user:pw@shop.example.test/liff', APP)).toBeNull();
    expect(allowedRedirect('https://shop.example.test/liff', 'not a url')).toBeNull();
  });
});
