// The demo venue's page script (served as a file: the CSP forbids inline scripts). Every text it shows
// comes from the page or from the server's answer.
const form = document.getElementById('round');
const button = form.querySelector('button');
const ticket = new URLSearchParams(location.search).get('ticket') || '';

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const label = button.textContent;
  button.disabled = true;
  button.textContent = button.dataset.spinning;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, amount: form.amount.value.trim() }),
    });
    const answer = await response.json();
    document.getElementById('result').textContent = answer.message;
    if (answer.code === 200) {
      document.querySelectorAll('.reel').forEach((reel, index) => (reel.textContent = answer.data.reels[index]));
      document.getElementById('balance').textContent = answer.data.balance.toFixed(2);
    }
  } catch {
    document.getElementById('result').textContent = form.dataset.networkError;
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
});
