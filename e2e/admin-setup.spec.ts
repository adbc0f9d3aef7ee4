import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// An admin sets up the master data the order form picks from: a sale channel of type
// agent, a transfer payment method with its bank account, a team and a department, and
// finds each in its list. Names carry a run stamp so the spec can run again on one database.

const stamp = Date.now().toString(36);

async function findRow(page: Page, table: string, text: string) {
  await page.getByTestId(`${table}-search`).fill(text);
  const row = page.getByTestId(`${table}-row`).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('an admin creates a sale channel of type agent and sees it in the list', async ({ page }) => {
  const name = `ตัวแทนอีทูอี ${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/admin/sale-channel');
  await page.getByTestId('sale-channel-create').click();
  await page.getByTestId('sale-channel-form-name').fill(name);
  await page.getByTestId('sale-channel-form-type').selectOption('2');
  await page.getByTestId('sale-channel-form-submit').click();
  await expect(page.getByTestId('sale-channel-form')).toHaveCount(0);

  const row = await findRow(page, 'sale-channels-table', name);
  // Columns: name, type, status, users, created, actions.
  await expect(row.locator('td').nth(1)).toHaveText('ตัวแทน');
  await expect(row.getByTestId('sale-channel-status')).toHaveText('ใช้งาน');

  // The same name again, in another case, is refused with the catalogue message.
  await page.getByTestId('sale-channel-create').click();
  await page.getByTestId('sale-channel-form-name').fill(name.toUpperCase());
  await page.getByTestId('sale-channel-form-submit').click();
  await expect(page.getByTestId('sale-channel-form')).toContainText('มีช่องทางการขายชื่อนี้แล้ว');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sale-channel-form')).toHaveCount(0);

  // Deactivated, it stays in the list with its status.
  const id = await row.getAttribute('data-row-id');
  await page.getByTestId(`sale-channel-actions-${id}`).click();
  await page.getByTestId(`sale-channel-toggle-${id}`).click();
  await expect(row.getByTestId('sale-channel-status')).toHaveText('ปิดใช้งาน');
});

test('an admin creates a transfer payment method with a bank account and sees it masked in the list', async ({
  page,
}) => {
  const name = `โอนอีทูอี ${stamp}`;
  const accountNumber = `8${Date.now().toString().slice(-11)}`;
  await signIn(page, 'admin');
  await page.goto('/admin/payment');
  await page.getByTestId('payment-method-create').click();
  await page.getByTestId('payment-method-form-name').fill(name);
  await page.getByTestId('payment-method-form-type').selectOption('1');
  await expect(page.getByTestId('payment-method-form-bank-account')).toBeVisible();

  // Without the account the form names the missing fields and sends nothing.
  await page.getByTestId('payment-method-form-submit').click();
  await expect(page.getByTestId('payment-method-form-bank-account')).toContainText('กรุณากรอกข้อมูลนี้');

  await page
    .getByTestId('payment-method-form-bank')
    .selectOption({ label: 'KBANK · ธนาคารกสิกรไทย' });
  await page.getByTestId('payment-method-form-account-name').fill('บจก. อีทูอี');
  await page.getByTestId('payment-method-form-account-number').fill('12345');
  await page.getByTestId('payment-method-form-branch').fill('สาขาสีลม');
  await page.getByTestId('payment-method-form-submit').click();
  await expect(page.getByTestId('payment-method-form')).toContainText(
    'เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก',
  );
  await page.getByTestId('payment-method-form-account-number').fill(accountNumber);
  await page.getByTestId('payment-method-form-submit').click();
  await expect(page.getByTestId('payment-method-form')).toHaveCount(0);

  const row = await findRow(page, 'payment-methods-table', name);
  await expect(row).toContainText('โอนเงิน');
  await expect(row).toContainText('KBANK');
  await expect(row).toContainText(`xxxxxxxx${accountNumber.slice(-4)}`);
  await expect(row).not.toContainText(accountNumber);

  // The edit form reads the whole number back.
  const id = await row.getAttribute('data-row-id');
  await page.getByTestId(`payment-method-actions-${id}`).click();
  await page.getByTestId(`payment-method-edit-${id}`).click();
  await expect(page.getByTestId('payment-method-form-account-number')).toHaveValue(accountNumber);
  await expect(page.getByTestId('payment-method-form-branch')).toHaveValue('สาขาสีลม');
  await page.keyboard.press('Escape');
});

test('an admin creates a team and a department and sees each with its member count', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const [kind, path, table] of [
    ['team', '/admin/team', 'teams-table'],
    ['department', '/admin/department', 'departments-table'],
  ] as const) {
    const name = `${kind === 'team' ? 'ทีม' : 'แผนก'}อีทูอี ${stamp}`;
    await page.goto(path);
    await expect(page.getByTestId(`sidebar-link-${path}`)).toBeVisible();
    await page.getByTestId(`${kind}-create`).click();
    await page.getByTestId(`${kind}-form-name`).fill(name);
    await page.getByTestId(`${kind}-form-description`).fill('สร้างโดยการทดสอบอัตโนมัติ');
    await page.getByTestId(`${kind}-form-submit`).click();
    await expect(page.getByTestId(`${kind}-form`)).toHaveCount(0);
    const row = await findRow(page, table, name);
    await expect(row).toContainText('สร้างโดยการทดสอบอัตโนมัติ');
    await expect(row.locator('td').nth(2)).toHaveText('0');
  }
});
