// Records what the page's own handlers did: a synchronous request to the
// test server (counted there) and the #status text, before the handler
// returns, so a test can read the page's state right after the action.
function hit(what) {
  const page = location.pathname.split('/').pop();
  const x = new XMLHttpRequest();
  x.open('GET', '/hit?page=' + encodeURIComponent(page) + '&what=' + encodeURIComponent(what), false);
  x.send();
  const st = document.getElementById('status');
  if (st) st.textContent = what + ' ran';
  try { localStorage.setItem('hit:' + what, String(Date.now())); } catch (e) {}
}
