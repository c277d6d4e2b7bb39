import { expect, type Page } from '@playwright/test';
import { ORDER_STATUS_LABELS as L } from '../packages/rules/src/checkout';
import { ORDER_TEXTS as T } from '../packages/ui/src/shopping/orders';

/**
 * What the journeys do on the carrier's pages (docs/requirements.md §2 "Cargo login", "Cargo"):
 * log in (the member's login form and the carrier's have the same fields) and move an order
 * through the delivery states.
 */

/** Fills the login form on the page with `account` and sends it. */
export async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('密碼', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** The carrier's tab of the delivery state `label` on /cargo. */
export const cargoTab = (page: Page, label: string) =>
  page
    .getByRole('group', { name: T.carrierTabs })
    .getByRole('button', { name: label, exact: true });

/** On /cargo: moves order `number` from shipped through picked up and in transit to delivered. */
export async function deliverOnCargo(page: Page, number: string) {
  for (const [from, to] of [
    ['shipped', 'picked_up'],
    ['picked_up', 'in_transit'],
    ['in_transit', 'delivered'],
  ] as const) {
    await cargoTab(page, L[from]).click();
    await page.getByRole('button', { name: T.moveTo(L[to], number) }).click();
    await expect(page.getByText(T.moved(number, L[to]))).toBeVisible();
  }
}
