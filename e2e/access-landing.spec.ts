import { expect, test } from '@playwright/test';
import { signIn, signOut } from './helpers';

// Who lands where (docs/domain-rules.md, Roles and levels): a refused screen says which
// screen was refused and what it needs, `/` and `/backoffice` open each user's first screen
// (the driver's is the hand-over check, linked in their sidebar), a customer account is
// told it has none, and the sign-up requests are the operator's, not a shop admin's.

const HAND_OVER = '/backoffice/packings/shipping/checking';

test('a user without order-return access opening the return station is told what was refused', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A packer with the staff's everyday work but no order_return.
  const created = await page.request.post('/api/v1/admin/users', {
    data: {
      fname: 'ไม่มี',
      lname: 'สิทธิ์คืนสินค้า',
      username: 'e2e.noreturn',
      group_id: 3,
      roles: { order: 2, packing: 2, wms: 2 },
      password: 'noreturn1234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signOut(page);

  await signIn(page, 'e2e.noreturn', 'noreturn1234');
  await expect(page.locator('[data-testid="sidebar-link-/backoffice/return"]')).toHaveCount(0);
  await page.goto('/backoffice/return');
  await expect(page).toHaveURL(/\/forbidden\?refused=%2Fbackoffice%2Freturn$/);
  const refused = page.getByTestId('forbidden-refused');
  await expect(refused).toContainText('คุณไม่มีสิทธิ์เปิดหน้า “รับสินค้าตีกลับ”');
  await expect(refused).toContainText('“คืนสินค้า” ระดับแก้ไขขึ้นไป');
  // The way on is the first screen they may use.
  await expect(page.getByTestId('forbidden-next')).toHaveAttribute('href', '/backoffice/orders');
  // The received returns are refused the same way.
  await page.goto('/backoffice/returnv2');
  await expect(page.getByTestId('forbidden-refused')).toContainText('สินค้าตีกลับที่รับแล้ว');
});

test('the driver starts at the hand-over check, from / and /backoffice, and finds it in the sidebar', async ({
  page,
}) => {
  await signIn(page, 'delivery');
  await expect(page).toHaveURL(new RegExp(`${HAND_OVER}$`));
  for (const start of ['/', '/backoffice']) {
    await page.goto(start);
    await expect(page).toHaveURL(new RegExp(`${HAND_OVER}$`));
    await expect(page.locator('[data-testid="handover"][data-hydrated]')).toBeVisible();
  }
  const link = page.locator(`[data-testid="sidebar-link-${HAND_OVER}"]`);
  await expect(link).toHaveText('ส่งมอบพัสดุให้ขนส่ง');
  await expect(page.getByTestId('sidebar-group-packing')).toBeVisible();
});

test('staff start on the order list; a customer account is told it has no screen', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/');
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.locator(`[data-testid="sidebar-link-${HAND_OVER}"]`)).toBeVisible();
  await expect(page.locator('[data-testid="sidebar-link-/backoffice/returnv2"]')).toBeVisible();
  await signOut(page);

  await signIn(page, 'customer');
  await page.goto('/');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByTestId('forbidden-no-screen')).toBeVisible();
  await expect(page.getByTestId('forbidden-next')).toHaveAttribute('href', '/profile/me');
});

test("the sign-up requests are in the operator's sidebar, not a shop admin's", async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('[data-testid="sidebar-link-/admin/user"]')).toBeAttached();
  await expect(page.locator('[data-testid="sidebar-link-/admin/signup"]')).toHaveCount(0);
  await page.goto('/admin/signup');
  await expect(page).toHaveURL(/\/forbidden\?refused=%2Fadmin%2Fsignup$/);
  await expect(page.getByTestId('forbidden-refused')).toContainText('ผู้ให้บริการระบบเท่านั้น');
  await signOut(page);

  await signIn(page, 'operator');
  await page.locator('[data-testid="sidebar-link-/admin/signup"]').click();
  await expect(page).toHaveURL(/\/admin\/signup$/);
  await expect(page.getByTestId('breadcrumb')).toContainText('คำขอสมัครใช้งาน');
});
