import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from '@/lib/http/csp';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));
const page = (over: { isDev?: boolean; storageEndpoint?: string; line?: boolean } = {}) =>
  contentSecurityPolicy({ isDev: false, nonce: 'bm9uY2U=', ...over });

describe('the content security policy', () => {
  it('runs scripts of our origin and of the nonce only: no inline script without it', () => {
    const scripts = directive(page(), 'script-src')!;
    expect(scripts).toContain("'nonce-bm9uY2U='");
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
  });

  it('gives every request its own nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('connects to our own origin only without object storage', () => {
    expect(directive(page(), 'connect-src')).toBe("connect-src 'self'");
  });

  it("lets the station PUT video parts to the storage's origin, and nothing wider", () => {
    const csp = page({ storageEndpoint: 'https://minio.shop.example:9000/some/path?x=1' });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://minio.shop.example:9000",
    );
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('ignores an endpoint that is not an http(s) URL, and allows eval only in development', () => {
    const csp = page({ storageEndpoint: 'javascript:alert(1)' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(page({ isDev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it("lets the member's page in LINE reach LINE, and no other page", () => {
    const liff = page({ line: true });
    expect(directive(liff, 'connect-src')).toContain('https://api.line.me');
    expect(directive(liff, 'script-src')).toContain('https://static.line-scdn.net');
    expect(directive(liff, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    for (const name of ['connect-src', 'script-src', 'frame-src', 'img-src'])
      expect(directive(page(), name)).not.toContain('line');
  });
});
