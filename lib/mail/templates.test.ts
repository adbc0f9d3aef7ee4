import { describe, expect, it } from 'vitest';
import { escapeHtml, fill, renderPasswordReset } from '@/lib/mail/templates';
import { mailLocale, mailStrings } from '@/lib/mail/messages';

const link = 'https://shop.example/resetpassword?token=abc_DEF-123';

describe('renderPasswordReset', () => {
  it('renders Thai by default, with the link and the 30-minute validity', () => {
    const mail = renderPasswordReset({ name: 'สมชาย', link, locale: 'th', minutes: 30 });
    expect(mail.subject).toContain('ตั้งรหัสผ่านใหม่');
    expect(mail.text).toContain('คุณสมชาย');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('30 นาที');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('30 นาที');
    expect(mail.html).toContain('<html lang="th">');
  });

  it('renders English for an English-speaking user', () => {
    const mail = renderPasswordReset({ name: 'Somchai', link, locale: 'en', minutes: 30 });
    expect(mail.subject).toBe('Reset your Back Office password');
    expect(mail.text).toContain('Dear Somchai,');
    expect(mail.text).toContain('valid for 30 minutes');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('falls back to Thai for an unknown or missing locale, and greets without a name', () => {
    expect(mailLocale(undefined)).toBe('th');
    expect(mailLocale('fr')).toBe('th');
    expect(mailLocale('en-US')).toBe('en');
    const mail = renderPasswordReset({ name: '  ', link, locale: null, minutes: 30 });
    expect(mail.text.split('\n')[0]).toBe(mailStrings('th').greetingNoName);
  });

  it('escapes the name in HTML and refuses a non-http link', () => {
    const mail = renderPasswordReset({
      name: '<script>x</script>',
      link,
      locale: 'en',
      minutes: 30,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(() =>
      renderPasswordReset({ name: 'a', link: 'javascript:alert(1)', locale: 'en', minutes: 30 }),
    ).toThrow();
  });

  it('escapes the & of a link inside href', () => {
    const mail = renderPasswordReset({
      name: 'a',
      link: 'https://x.example/r?token=a&b=c',
      locale: 'en',
      minutes: 30,
    });
    expect(mail.html).toContain('href="https://x.example/r?token=a&amp;b=c"');
    expect(mail.text).toContain('https://x.example/r?token=a&b=c');
  });

  it('has every mail string in both languages', () => {
    const th = mailStrings('th');
    const en = mailStrings('en');
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(th.passwordReset).sort()).toEqual(Object.keys(en.passwordReset).sort());
  });
});

describe('fill and escapeHtml', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
