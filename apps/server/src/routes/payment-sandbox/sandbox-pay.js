// The sandbox pay page's script (served as a file: the CSP forbids inline scripts). The buttons stand
// for the payer's choice at the provider; the provider then notifies the merchant server. Every text
// comes from the page or from the server's answer.
const form = document.getElementById('checkout');
const result = document.getElementById('result');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const buttons = form.querySelectorAll('button');
  buttons.forEach((button) => (button.disabled = true));
  result.textContent = form.dataset.processing;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: event.submitter.value }),
    });
    const answer = await response.json();
    result.textContent = answer.message;
    // A settled order cannot change again; only a failed request leaves the buttons usable.
    if (answer.code !== 200 && response.status >= 500) buttons.forEach((button) => (button.disabled = false));
  } catch {
    result.textContent = form.dataset.networkError;
    buttons.forEach((button) => (button.disabled = false));
  }
});
