import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { captchaImage, shownCaptchaCode } from '../support/captcha.ts';
import { closeWelcomePopup, confirmLogout, expectToast, memberFooter, newAccountName } from '../support/app.ts';

test('a visitor registers, meeting each rule once, sees the member footer and balance, and logs out', async ({ page }) => {
  await page.goto('/#/register');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const submit = () => page.getByRole('button', { name: '确认提交' }).click();

  // Each rejected field once, in the spec's order, with its message.
  await field('账号').fill('abc');
  await submit();
  await expectToast(page, messages.register.account);
  const account = newAccountName();
  await field('账号').fill(account);

  await field('密码').fill('abcdefgh');
  await submit();
  await expectToast(page, messages.register.password);
  await field('密码').fill('abcd1234');

  await field('确认密码').fill('abcd12345');
  await submit();
  await expectToast(page, messages.register.confirmMismatch);
  await field('确认密码').fill('abcd1234');

  await field('真实姓名').fill('李四1');
  await submit();
  await expectToast(page, messages.register.realname);
  await field('真实姓名').fill('李四');

  await field('支付密码').fill('12ab34');
  await expect(field('支付密码')).toHaveValue('1234'); // digits only
  await submit();
  await expectToast(page, messages.register.payPassword);
  await field('支付密码').fill('123456');

  const firstImage = await captchaImage(page).getAttribute('src');
  await field('验证码').fill('0000');
  await submit();
  await expectToast(page, messages.register.captcha);
  await expect(field('验证码')).toHaveValue('');
  await expect(captchaImage(page)).not.toHaveAttribute('src', firstImage!);

  await field('验证码').fill((await shownCaptchaCode(page)).toLowerCase()); // compared case-insensitively
  await page.getByText('我已阅读并同意相关规则和隐私条款').click();
  await submit();
  await expectToast(page, messages.register.agreement);
  await page.getByText('我已阅读并同意相关规则和隐私条款').click();
  await submit();

  // Signed in: home with the member footer and the balance button.
  await expect(page).toHaveURL(/#\/$/);
  await expectToast(page, messages.server.registerSuccess);
  await closeWelcomePopup(page);
  const footer = memberFooter(page);
  for (const item of ['首页', '优惠活动', '会员中心', '存款', '取款']) {
    await expect(footer.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /余额\s*0\.00/ })).toBeVisible();

  // Log out from the left drawer.
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.getByText(account)).toBeVisible();
  await page.getByText('退出登录').click();
  await confirmLogout(page);
  await page.goto('/#/');
  await expect(memberFooter(page).getByText('免费注册')).toBeVisible();
});

test('the server refuses an account that is already taken', async ({ page }) => {
  await page.goto('/#/register');
  await page.getByLabel('账号', { exact: true }).fill('DEMO888');
  await page.getByLabel('密码', { exact: true }).fill('abcd1234');
  await page.getByLabel('确认密码', { exact: true }).fill('abcd1234');
  await page.getByLabel('真实姓名', { exact: true }).fill('王五');
  await page.getByLabel('支付密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill(await shownCaptchaCode(page));
  await page.getByRole('button', { name: '确认提交' }).click();
  await expectToast(page, messages.server.accountTaken);
  await expect(page).toHaveURL(/#\/register$/);
});
