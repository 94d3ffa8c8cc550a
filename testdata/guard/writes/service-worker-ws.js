// The service worker of service-worker.html: asked, it opens a socket,
// sends, and tells the page (?how=get…: it sends a GET that reads as an
// action instead).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('message', (e) => {
  const how = new URL(location.href).searchParams.get('how');
  const reply = (t) => e.source && e.source.postMessage(t);
  if (how.startsWith('get')) {
    // A GET that reads as an action, from a context no page route sees.
    fetch('/api/orders/5/cancel').then(() => reply('sent'), () => reply('not sent'));
    return;
  }
  try {
    const ws = new WebSocket('ws://' + location.host + '/ws/sw-' + how);
    ws.onopen = () => { ws.send('{"op":"transfer_ownership","via":"sw-' + how + '"}'); reply('sent'); };
    ws.onerror = () => reply('socket failed');
  } catch (err) { reply('no socket (' + err.name + ')'); }
});
