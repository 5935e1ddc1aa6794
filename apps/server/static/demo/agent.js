// The demo agent back office has no accounts: the form says so instead of sending anything.
document.getElementById('agent-login').addEventListener('submit', (event) => {
  event.preventDefault();
  document.getElementById('status').textContent = '这是参考服务器的演示代理入口，账号密码不会被发送。正式代理后台地址请向您的代理专员索取。';
});
