// The lobby opens this page as '<visit url>register?pid=<id>': carry the introducer on to the registration.
const match = /^#\/register\?(.*)$/.exec(location.hash);
const pid = match ? new URLSearchParams(match[1]).get('pid') : null;
if (pid && /^\d+$/.test(pid)) {
  document.getElementById('enter').href = `/#/register?pid=${pid}`;
  document.getElementById('enter').textContent = '立即注册';
  const introducer = document.getElementById('introducer');
  introducer.textContent = `推荐人ID：${pid}`;
  introducer.hidden = false;
}
