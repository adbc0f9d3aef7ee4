import { expect, test, type Page } from '@playwright/test';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../lib/domain/audit/codes';
import { signIn } from './helpers';
import { codOrder } from './packing-helpers';

// What the system records in codes (audit actions, the notes it writes on stock bills) is
// read in words of the reader's language, Thai or English, never as the stored code or as
// a sentence of the other language.

const CODES: readonly string[] = [...AUDIT_ACTIONS, ...AUDIT_ENTITIES];
const THAI = /[\u0E00-\u0E7F]/;

async function switchLanguage(page: Page, lang: 'th' | 'en') {
  await page.getByTestId(`lang-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function auditCells(page: Page): Promise<string[]> {
  await page.goto('/admin/audit');
  const actions = page.getByTestId('audit-action');
  await expect(actions.first()).toBeVisible();
  const texts = [
    ...(await actions.allInnerTexts()),
    ...(await page.getByTestId('audit-entity').allInnerTexts()),
  ].map((s) => s.trim());
  expect(texts.length).toBeGreaterThan(1);
  return texts;
}

test('the audit log names actions and entities in words, in Thai and in English', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // Something recorded now, whatever the other specs left: an order and a storage.
  await codOrder(page);
  const res = await page.request.post('/api/v1/wms/storage', {
    data: { name: `คลังบันทึก ${Date.now()}` },
  });
  expect(res.status(), await res.text()).toBe(201);

  const thai = await auditCells(page);
  expect(thai.filter((t) => CODES.includes(t) || /^\w+(\.\w+)+$/.test(t))).toEqual([]);
  expect(thai.filter((t) => !THAI.test(t))).toEqual([]);
  expect(thai).toEqual(expect.arrayContaining(['เพิ่มที่จัดเก็บ', 'สร้างคำสั่งซื้อ', 'คำสั่งซื้อ']));

  await switchLanguage(page, 'en');
  try {
    const english = await auditCells(page);
    expect(english.filter((t) => CODES.includes(t) || THAI.test(t))).toEqual([]);
    // Switching the language is itself recorded, above the storage.
    expect(english).toEqual(
      expect.arrayContaining(['Own language changed', 'Storage created', 'Order created']),
    );
  } finally {
    await switchLanguage(page, 'th');
  }
});

test("a stock bill's note the system wrote reads in the reader's language", async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/wms/history?bill_number=IN-SEED');
  await expect(page.getByTestId('history-note')).toHaveText(['ยอดยกมา (ข้อมูลตัวอย่าง)']);
  await switchLanguage(page, 'en');
  try {
    await expect(page.getByTestId('history-note')).toHaveText(['Opening stock (demo data)']);
    await page.locator('[data-testid^="history-link-"]').first().click();
    await expect(page.getByTestId('history-detail-note')).toHaveText('Opening stock (demo data)');
  } finally {
    await switchLanguage(page, 'th');
  }
});
