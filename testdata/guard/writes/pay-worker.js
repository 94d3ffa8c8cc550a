// The payment handler of payment.html: once installed, it opens a socket,
// sends, and tells the page.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('canmakepayment', (e) => e.respondWith(true));
self.addEventListener('paymentrequest', (e) => e.respondWith(new Promise(() => {})));
const tell = (t) => self.clients.matchAll({ includeUncontrolled: true, type: 'window' }).then((cs) => cs.forEach((c) => c.postMessage(t)));
try {
  const ws = new WebSocket('ws://' + location.host + '/ws/pay');
  ws.onopen = () => { ws.send('{"op":"transfer_ownership","via":"pay"}'); tell('sent'); };
  ws.onerror = () => tell('socket failed');
} catch (e) { tell('no socket (' + e.name + ')'); }
