import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/http/csp';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('connects to our own origin only without object storage', () => {
    expect(directive(contentSecurityPolicy({ isDev: false }), 'connect-src')).toBe(
      "connect-src 'self'",
    );
  });

  it("lets the station PUT video parts to the storage's origin, and nothing wider", () => {
    const csp = contentSecurityPolicy({
      isDev: false,
      storageEndpoint: 'https://minio.shop.example:9000/some/path?x=1',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://minio.shop.example:9000",
    );
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('ignores an endpoint that is not an http(s) URL, and allows eval only in development', () => {
    const csp = contentSecurityPolicy({ isDev: false, storageEndpoint: 'javascript:alert(1)' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy({ isDev: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});
