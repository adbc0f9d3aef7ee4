import { describe, expect, it } from 'vitest';
import {
  applyServerEdge,
  edgeRefusal,
  PEER_HEADER,
  REFUSAL_HEADER,
  REFUSED_PATH,
} from '@/lib/http/server-edge';

function through(method: string, url: string, headers: Record<string, string> = {}) {
  const request = { method, url, headers: { ...headers } as Record<string, string | undefined> };
  applyServerEdge(request, '::ffff:203.0.113.9');
  return request;
}

describe('the server edge', () => {
  it("stamps the socket's peer over whatever the client sent under that name", () => {
    const request = through('GET', '/backoffice/orders', { [PEER_HEADER]: '1.1.1.1' });
    expect(request.headers[PEER_HEADER]).toBe('::ffff:203.0.113.9');
    expect(request.url).toBe('/backoffice/orders');
  });

  it('lets an /api call its route takes go on untouched', () => {
    const request = through('POST', '/api/v2/packings/verify/createoradd?x=1');
    expect(request.url).toBe('/api/v2/packings/verify/createoradd?x=1');
    expect(request.headers[REFUSAL_HEADER]).toBeUndefined();
  });

  it('sends a broken escape, an unknown path and a wrong method to the fallback with the refusal', () => {
    const cases = [
      ['GET', '/api/v1/customers/%FF', 400, 'common.invalidParameter'],
      ['PUT', '/api/v1/customers/%E0%B8?q=1', 400, 'common.invalidParameter'],
      ['POST', '/api/v1/nothing/here', 404, 'common.notFound'],
      ['PATCH', '/api/v1/customers', 405, 'common.methodNotAllowed'],
    ] as const;
    for (const [method, url, status, key] of cases) {
      const request = through(method, url);
      expect(request.url, url).toBe(REFUSED_PATH);
      expect(JSON.parse(request.headers[REFUSAL_HEADER]!)).toMatchObject({ status, key });
    }
  });

  it('drops a refusal a client wrote itself', () => {
    const request = through('GET', '/api/v1/customers', { [REFUSAL_HEADER]: '{"status":405}' });
    expect(request.headers[REFUSAL_HEADER]).toBeUndefined();
  });

  it('reads the refusal back only where the edge runs', () => {
    const request = through('PATCH', '/api/v1/customers');
    const headers = new Headers({ [REFUSAL_HEADER]: request.headers[REFUSAL_HEADER]! });
    // tests/setup/env.ts marks the edge as running, as the server does.
    expect(edgeRefusal(headers)).toMatchObject({ status: 405, allow: 'GET, POST' });
  });
});
