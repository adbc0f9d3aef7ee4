import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from '@/lib/http/client-address';

const resolve = (peer: string | null, forwardedFor: string | null, trusted = '') =>
  resolveClientAddress({ peer, forwardedFor, trusted: parseTrustedProxies(trusted) });

describe('resolveClientAddress', () => {
  it('takes the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolve('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(resolve('203.0.113.9', '1.2.3.4, 5.6.7.8')).toBe('203.0.113.9');
    expect(resolve('::ffff:127.0.0.1', 'evil')).toBe('127.0.0.1');
    expect(resolve('2001:db8::1', null)).toBe('2001:db8::1');
  });

  it('reads the chain from the right behind a trusted proxy, skipping trusted hops', () => {
    const trusted = '10.0.0.0/8, 192.168.1.1';
    expect(resolve('10.0.0.5', '198.51.100.7', trusted)).toBe('198.51.100.7');
    // A client that sends its own header cannot choose its address: the proxy appends.
    expect(resolve('10.0.0.5', '1.1.1.1, 198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(resolve('10.0.0.5', '198.51.100.7, 192.168.1.1, 10.1.2.3', trusted)).toBe(
      '198.51.100.7',
    );
    // Every hop trusted: the first one.
    expect(resolve('10.0.0.5', '10.9.9.9, 10.0.0.2', trusted)).toBe('10.9.9.9');
    // A trusted peer without the header is the client itself.
    expect(resolve('10.0.0.5', null, trusted)).toBe('10.0.0.5');
    // Not a trusted peer: its header means nothing.
    expect(resolve('198.51.100.1', '7.7.7.7', trusted)).toBe('198.51.100.1');
  });

  it('drops what is not an address', () => {
    expect(resolve('10.0.0.5', 'unknown, not-an-ip, 198.51.100.7', '10.0.0.0/8')).toBe(
      '198.51.100.7',
    );
    expect(resolve(null, '1.2.3.4')).toBeNull();
    expect(resolve('garbage', '1.2.3.4')).toBeNull();
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(/proxy\.local/);
    expect(parseTrustedProxies(' ')).toBeNull();
  });
});
