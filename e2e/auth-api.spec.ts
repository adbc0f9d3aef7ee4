import { expect, test } from '@playwright/test';

// Routes that run only inside Next's request scope (next-auth's own handler), the security
// headers, and the OpenAPI document, checked against the running app.
test('next-auth endpoints answer, and its session reflects our login', async ({ request }) => {
  const csrf = await request.get('/api/auth/csrf');
  expect(csrf.status()).toBe(200);
  expect((await csrf.json()).csrfToken).toBeTruthy();
  expect((await request.get('/api/auth/providers')).status()).toBe(200);
  const login = await request.post('/api/auth/login', {
    data: { username: 'staff', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const session = await request.get('/api/auth/session');
  expect(session.status()).toBe(200);
});

test('pages carry the security headers; API answers are not cached', async ({ request }) => {
  const page = await request.get('/login');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  const login = await request.post('/api/auth/login', {
    data: { username: 'staff', password: 'demo1234' },
  });
  const token = (await login.json()).Datum.token as string;
  const profile = await request.get('/api/v1/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.headers()['cache-control']).toBe('no-store');
});

test('the OpenAPI document lists the routes', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'demo1234' },
  });
  const token = (await login.json()).Datum.token as string;
  const doc = await (
    await request.get('/api/openapi.json', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(doc.openapi).toBe('3.0.3');
  for (const path of [
    '/api/auth/login',
    '/api/v1/profile',
    '/api/v1/users',
    '/api/v1/admin/users/{id}',
  ]) {
    expect(Object.keys(doc.paths)).toContain(path);
  }
  expect(
    doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
  ).toHaveProperty('username');
});
