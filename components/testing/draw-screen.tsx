import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { expect } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import { FeedbackProvider } from '@/components/ui/feedback';

// For the screens-render tests: each screen drawn on the server renderer, as its page sends
// it, once per language. (Behaviour in a browser is the Playwright tests'.)

/** Both languages, for `describe.each`: a key missing in either fails the screen. */
export const LANGUAGES = [
  ['th', th],
  ['en', en],
] as const;

/** The screen's HTML in that language; fails the test on any message key it lacks. */
export function drawScreen(locale: string, messages: AbstractIntlMessages, node: ReactNode) {
  const missing: string[] = [];
  const html = renderToString(
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone="Asia/Bangkok"
      onError={(e) => missing.push(e.message)}
    >
      <FeedbackProvider>{node}</FeedbackProvider>
    </NextIntlClientProvider>,
  );
  expect(missing).toEqual([]);
  return html;
}

/** Every one of these test ids is in the HTML. */
export function expectTestIds(html: string, ids: readonly string[]) {
  for (const id of ids) expect(html).toContain(`data-testid="${id}"`);
}

/** The opening tag of the element with that test id ('' when there is none). */
export function openingTag(html: string, id: string) {
  return new RegExp(`<[^<>]*data-testid="${id}"[^<>]*>`).exec(html)?.[0] ?? '';
}
