import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AddBankCardPage from '@/features/wallet/AddBankCardPage';
import AddUsdtCardPage from '@/features/wallet/AddUsdtCardPage';
import WalletPage from '@/features/wallet/WalletPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { savedCard } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const address = 'TXYZabcdefghijklmnopqrstuvwxyz12';
const card = (id: number, bank = '中国银行', bank_no = '**** **** 1234', bank_owner = '张三') =>
  savedCard({ id, bank, bank_address: '', bank_owner, bank_no, ico: '' });

describe('WalletPage', () => {
  it('lists the bank cards and hides the add button at 5', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({
      getcard: ({ payload }) => (payload.type === 1 ? [1, 2, 3, 4, 5].map((id) => card(id)) : [card(9, 'USDT', address, 'ERC20')]),
    });
    renderAt('/wallet?type=1', <WalletPage />);
    const list = await screen.findByRole('list', { name: '已绑定账户' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '添加银行卡' })).toBeNull();

    fireEvent.click(screen.getByText('USDT'));
    expect(await screen.findByText('USDT · ERC20')).toBeTruthy();
    expect(screen.getByText(address)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/wallet?type=2');
    expect(screen.getByRole('button', { name: '添加USDT地址' })).toBeTruthy();
    expect(calls.getcard).toEqual([{ type: 1 }, { type: 2 }]);
  });

  it('lists AnToken wallets as getcard type 4 and offers only TRC20', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ getcard: [] });
    renderAt('/wallet?type=3', <WalletPage />);
    // The empty illustration the articles use, above the text.
    expect((await screen.findByText('空空如也')).previousElementSibling?.tagName.toLowerCase()).toBe('svg');
    fireEvent.click(screen.getByRole('button', { name: '添加AnToken地址' }));
    expect(await screen.findByText('添加钱包地址')).toBeTruthy();
    expect(screen.getByText('TRC20')).toBeTruthy();
    expect(screen.queryByText('ERC20')).toBeNull();
    expect(calls.getcard).toEqual([{ type: 4 }]);
  });

  it('show=1 opens the address form at once; it checks, binds, closes and resets the protocol', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ getcard: [], bindcard: null });
    renderAt('/wallet?type=2&show=1', <WalletPage />);
    expect(await screen.findByText('添加钱包地址')).toBeTruthy();
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认' }));
    confirm();
    expect(await screen.findByText('请输入钱包地址')).toBeTruthy();
    type('钱包地址', 'T-XYZ abc!');
    expect(valueOf('钱包地址')).toBe('TXYZabc');
    type('钱包地址', address);
    confirm();
    expect(await screen.findByText('请输入支付密码')).toBeTruthy();
    fireEvent.click(screen.getByText('ERC20'));
    type('支付密码', '12a3456');
    expect(valueOf('支付密码')).toBe('123456');
    confirm();
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(calls.bindcard).toEqual([
      { bank: 'USDT', bank_no: address, bank_owner: 'ERC20', pay_pass: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByText('添加钱包地址')).toBeNull());
    await waitFor(() => expect(calls.getcard).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: '添加USDT地址' }));
    await screen.findByText('添加钱包地址');
    expect(valueOf('钱包地址')).toBe('');
    expect((screen.getByRole('radio', { name: 'TRC20' }) as HTMLInputElement).checked).toBe(true);
  });

  it('unbinds with a 6-digit payment password; the dialog stays open on a short one', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ getcard: [card(7)], delcard: null });
    renderAt('/wallet?type=1', <WalletPage />);
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('解绑银行卡')).toBeTruthy();
    const payPass = within(dialog).getByLabelText('支付密码');
    fireEvent.change(payPass, { target: { value: '123' } });
    fireEvent.click(within(dialog).getByText('确认'));
    expect(await screen.findByText('请输入6位数字支付密码')).toBeTruthy();
    expect(screen.getByText('解绑银行卡')).toBeTruthy();
    fireEvent.change(payPass, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByText('确认'));
    expect(await screen.findByText('解绑成功')).toBeTruthy();
    expect(calls.delcard).toEqual([{ id: 7, pay_pass: '123456' }]);
  });

  it('sends the bank tab\'s add button to /addBankCard', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ getcard: [] });
    renderAt('/wallet', <WalletPage />);
    fireEvent.click(await screen.findByRole('button', { name: '添加银行卡' }));
    expect(screen.getByTestId('location').textContent).toBe('/addBankCard');
  });
});

describe('AddBankCardPage', () => {
  it('picks the bank from the list, checks the rules in order and binds', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ banklist: [{ bank_name: '中国银行' }, { bank_name: '招商银行' }], bindcard: null });
    renderAt('/addBankCard', <AddBankCardPage />);
    expect(screen.getByLabelText('银行类型').hasAttribute('readonly')).toBe(true);
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认' }));
    const expectToast = async (text: string) => expect(await screen.findByText(text)).toBeTruthy();
    confirm();
    await expectToast('请输入姓名');
    type('持卡人姓名', '张三');
    confirm();
    await expectToast('请输入银行');
    fireEvent.click(screen.getByLabelText('银行类型'));
    await screen.findByText('招商银行');
    // The picker settles on its first row in an effect after the rows arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(valueOf('银行类型')).toBe('中国银行'));
    confirm();
    await expectToast('请输入开户行地址');
    type('开户行地址', '北京分行');
    confirm();
    await expectToast('请输入银行卡号');
    type('银行卡号', '62a22');
    expect(valueOf('银行卡号')).toBe('6222');
    confirm();
    await expectToast('请输入支付密码');
    type('支付密码', '123456');
    confirm();
    await expectToast('请输入正确的卡号长度');
    type('银行卡号', '6222020202020202');
    confirm();
    await expectToast('绑定成功');
    expect(calls.bindcard).toEqual([
      { bank: '中国银行', bank_address: '北京分行', bank_no: '6222020202020202', bank_owner: '张三', pay_pass: '123456' },
    ]);
  });
});

describe('AddUsdtCardPage', () => {
  it('names USDT in its address message and warns about mismatched protocols', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = serveCalls({ bindcard: null });
    renderAt('/addUsdtCard', <AddUsdtCardPage />);
    expect(screen.getByRole('note').textContent).toContain('自行承担');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请输入USDT钱包地址')).toBeTruthy();
    type('钱包地址', address);
    type('支付密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(calls.bindcard).toEqual([
      { bank: 'USDT', bank_no: address, bank_owner: 'TRC20', pay_pass: '123456' },
    ]);
  });
});
