// The demo customer-service chat: canned answers by keyword, so the frame shows a working conversation.
const answers = [
  [/存款|到账|充值/, '存款一般1-15分钟到账。如超过30分钟仍未到账，请提供会员账号、存款金额和转账截图，我们会立即为您核查。'],
  [/提款|提现|取款/, '提款请进入“会员中心 - 线上取款”，选择已绑定的银行卡或USDT钱包，输入金额和支付密码即可，审核通过后一般3-15分钟到账。'],
  [/密码/, '为了您的账户安全，请提供会员账号、真实姓名和绑定银行卡后四位，核实后将协助您重置密码。'],
  [/优惠|活动|红利|红包/, '当前有新会员首存加赠、每日红包雨、电子周末救援金等活动，详情请查看“优惠活动”页面。'],
  [/代理|加盟|佣金/, '代理佣金最高45%，按月结算。登录后在“会员中心 - 代理申请”提交资料，代理专员将在1个工作日内联系您。'],
];
const fallback = '已收到您的问题，演示客服暂时只能回答常见问题，请换个说法试试，或点击上方的常见问题。';

const chat = document.getElementById('chat');
const form = document.getElementById('send');
const input = document.getElementById('question');

function say(text, mine) {
  const bubble = document.createElement('div');
  bubble.className = mine ? 'bubble me' : 'bubble';
  bubble.textContent = text;
  chat.appendChild(bubble);
  bubble.scrollIntoView({ block: 'end' });
}

function ask(question) {
  const text = question.trim();
  if (!text) return;
  say(text, true);
  const match = answers.find(([pattern]) => pattern.test(text));
  setTimeout(() => say(match ? match[1] : fallback, false), 500);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  ask(input.value);
  input.value = '';
});
document.getElementById('topics').addEventListener('click', (event) => {
  if (event.target instanceof HTMLButtonElement) ask(event.target.textContent);
});
