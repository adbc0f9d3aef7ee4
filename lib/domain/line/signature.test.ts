import { describe, expect, it } from 'vitest';
import { isValidLineSignature, lineSignature } from '@/lib/domain/line/signature';

// The vector of LINE's own SDK (line-bot-sdk-nodejs test/validate-signature.spec.ts).
const SECRET = 'test_secret';
const BODY = '{"hello":"world"}';
const SIGNATURE = 't7Hn4ZDHqs6e+wdvI5TyQIvzie0DmMUmuXEBqyyE/tM=';

describe('LINE webhook signature', () => {
  it('matches the SDK vector', () => {
    expect(lineSignature(SECRET, BODY)).toBe(SIGNATURE);
    expect(isValidLineSignature(SECRET, BODY, SIGNATURE)).toBe(true);
    expect(isValidLineSignature(SECRET, Buffer.from(BODY), SIGNATURE)).toBe(true);
  });

  it('refuses another body, another secret, a missing or mangled signature', () => {
    expect(isValidLineSignature(SECRET, '{"hello":"world" }', SIGNATURE)).toBe(false);
    expect(isValidLineSignature('other_secret', BODY, SIGNATURE)).toBe(false);
    expect(isValidLineSignature(SECRET, BODY, null)).toBe(false);
    expect(isValidLineSignature(SECRET, BODY, '')).toBe(false);
    expect(isValidLineSignature(SECRET, BODY, SIGNATURE.slice(0, -4))).toBe(false);
    expect(isValidLineSignature(SECRET, BODY, 'not base64 at all!')).toBe(false);
    expect(isValidLineSignature('', BODY, SIGNATURE)).toBe(false);
  });
});
