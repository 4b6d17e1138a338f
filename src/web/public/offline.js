// The offline page (decision 064): "Try again", and by itself once the network is back, loads the
// address the person asked for again. (External file: the CSP allows no inline scripts.)
for (const button of document.querySelectorAll('[data-retry]'))
  button.addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());
