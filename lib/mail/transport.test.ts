import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { sendMail } from '@/lib/mail/transport';

const mail = {
  to: 'staff@demo-shop.test',
  subject: 'reset',
  text: 'open https://x.test/resetpassword?token=SECRET',
  html: '<p>x</p>',
};

function logged(spy: ReturnType<typeof vi.spyOn>): string {
  return spy.mock.calls.map((c: unknown[]) => String(c[0])).join('\n');
}

describe('sendMail without SMTP_HOST', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
    vi.restoreAllMocks();
  });

  function configure(nodeEnv: 'production' | 'development', logBody: string) {
    process.env = { ...saved, NODE_ENV: nodeEnv, SMTP_HOST: '', MAIL_LOG_BODY: logBody };
    resetEnvForTests();
  }

  it('keeps links out of production logs', async () => {
    configure('production', '');
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const sent = await sendMail(mail);
    expect(sent.delivered).toBe(false);
    expect(logged(err) + logged(out)).not.toContain('SECRET');
    expect(logged(err)).toContain('staff@demo-shop.test');
  });

  it('logs the whole message for a demo (MAIL_LOG_BODY) and in development', async () => {
    const cases = [
      ['production', 'true'],
      ['development', ''],
    ] as const;
    for (const [nodeEnv, logBody] of cases) {
      configure(nodeEnv, logBody);
      const out = vi.spyOn(console, 'log').mockImplementation(() => {});
      await sendMail(mail);
      expect(logged(out)).toContain('SECRET');
      vi.restoreAllMocks();
    }
  });
});
