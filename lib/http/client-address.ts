import { isIP, BlockList } from 'node:net';
import { env } from '@/lib/env';
import { PEER_HEADER, serverEdgeInstalled } from '@/lib/http/server-edge';

/**
 * Who is calling, for the per-address sign-in, reset and sign-up throttles and the audit
 * log. The socket's peer is the truth: `X-Forwarded-For` is a header any client writes
 * (and `next start` keeps the client's own). Only when the peer is a proxy the
 * configuration trusts (TRUSTED_PROXIES: addresses or CIDR ranges, empty by default) is
 * the header read, from its right end: the first address that is not a trusted proxy is
 * the client.
 *
 * Route handlers do not see the socket: the server stamps its peer on every request
 * (lib/http/server-edge.ts).
 */
export function clientIp(headers: Headers): string {
  const peer = serverEdgeInstalled() ? headers.get(PEER_HEADER) : null;
  return (
    resolveClientAddress({
      peer,
      forwardedFor: headers.get('x-forwarded-for'),
      trusted: trustedProxies(),
    }) ?? 'unknown'
  );
}

/** The client's address from the peer and the forwarding chain; pure, so it is tested. */
export function resolveClientAddress(input: {
  peer: string | null;
  forwardedFor: string | null;
  trusted: BlockList | null;
}): string | null {
  const peer = normalise(input.peer);
  if (!peer) return null;
  if (!input.trusted || !isTrusted(input.trusted, peer)) return peer;
  const chain = (input.forwardedFor ?? '')
    .split(',')
    .map((part) => normalise(part))
    .filter((part): part is string => part !== null);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isTrusted(input.trusted, chain[i]!)) return chain[i]!;
  }
  return chain[0] ?? peer;
}

let cachedTrusted: { source: string; list: BlockList | null } | undefined;

function trustedProxies(): BlockList | null {
  const source = env().TRUSTED_PROXIES ?? '';
  if (cachedTrusted?.source !== source)
    cachedTrusted = { source, list: parseTrustedProxies(source) };
  return cachedTrusted.list;
}

/** `10.0.0.1, 172.16.0.0/12, ::1` as a BlockList; null when empty. Bad entries throw. */
export function parseTrustedProxies(source: string): BlockList | null {
  const entries = source
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** A bare address: IPv4-mapped IPv6 as IPv4; anything that is not an address is null. */
function normalise(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const address = mapped ? mapped[1]! : text;
  return isIP(address) ? address : null;
}
