import { describe, expect, it } from 'vitest';
import { apiRefusal } from '@/lib/http/api-paths';
import { API_PATHS } from '@/lib/http/api-paths.generated';

describe('apiRefusal', () => {
  it('lets a known path and method through, HEAD by GET and OPTIONS always', () => {
    expect(apiRefusal('GET', '/api/v1/customers')).toBeNull();
    expect(apiRefusal('PUT', '/api/v1/customers/12')).toBeNull();
    expect(apiRefusal('HEAD', '/api/v1/customers/12')).toBeNull();
    expect(apiRefusal('OPTIONS', '/api/v1/customers')).toBeNull();
    expect(apiRefusal('GET', '/api/v1/files/1/product-images/2026/11/a.png')).toBeNull();
    expect(apiRefusal('GET', '/api/v1/customers/')).toBeNull();
  });

  it('refuses a percent-escape that does not decode with 400', () => {
    expect(apiRefusal('GET', '/api/v1/customers/%FF')).toMatchObject({
      status: 400,
      key: 'common.invalidParameter',
    });
    expect(apiRefusal('GET', '/api/v1/customers/%E0%B8')).toMatchObject({ status: 400 });
    expect(apiRefusal('GET', '/api/v1/customers/%zz')).toMatchObject({ status: 400 });
    expect(apiRefusal('GET', '/api/v1/customers/%E0%B8%81')).toBeNull();
  });

  it('answers an unknown path 404', () => {
    expect(apiRefusal('GET', '/api/nope')).toMatchObject({ status: 404, key: 'common.notFound' });
    expect(apiRefusal('GET', '/api/v1/customers/1/2/3')).toMatchObject({ status: 404 });
    expect(apiRefusal('GET', '/api/v9/customers')).toMatchObject({ status: 404 });
  });

  it('answers a method the route does not take 405, naming what it takes', () => {
    expect(apiRefusal('PATCH', '/api/v1/customers')).toEqual({
      status: 405,
      key: 'common.methodNotAllowed',
      cause: 'PATCH is not taken here; allowed: GET, POST',
      allow: 'GET, POST',
    });
    // The literal route wins over the one with an id, as in Next's routing.
    expect(apiRefusal('PUT', '/api/v1/customers/export')).toMatchObject({
      status: 405,
      allow: 'GET',
    });
  });

  it('knows every route of app/api', () => {
    expect(API_PATHS.length).toBeGreaterThan(100);
    for (const [path, methods] of API_PATHS) {
      const concrete = path.replace(/\{\w+\*\}/, 'a/b').replace(/\{\w+\}/g, '7');
      for (const m of methods) expect(apiRefusal(m, concrete), `${m} ${path}`).toBeNull();
    }
  });
});
