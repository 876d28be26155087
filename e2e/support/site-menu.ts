import { expect, type Page } from '@playwright/test';

/** Opens the header's Menu (the popover on wide screens, the drawer on phones) and returns it. */
export async function openSiteMenu(page: Page) {
  // Only one of the two triggers is displayed at a time: the Menu button (md and up) or the phone's Open menu.
  const trigger = page
    .getByRole('banner')
    .getByRole('button', { name: /^(Menu|Open menu)$/ })
    .filter({ visible: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // A page still settling (a lazy part arriving and taking focus) can close the menu as it opens: open it again.
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

/** Signs out through the Menu, as a person would. */
export async function signOutFromMenu(page: Page): Promise<void> {
  const menu = await openSiteMenu(page);
  await menu.getByRole('button', { name: 'Sign out' }).click();
}
