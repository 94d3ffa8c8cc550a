// The service worker of service-worker.html: asked, it opens a socket,
// sends, and tells the page.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('message', (e) => {
  const how = new URL(location.href).searchParams.get('how');
  const reply = (t) => e.source && e.source.postMessage(t);
  try {
    const ws = new WebSocket('ws://' + location.host + '/ws/sw-' + how);
    ws.onopen = () => { ws.send('{"op":"transfer_ownership","via":"sw-' + how + '"}'); reply('sent'); };
    ws.onerror = () => reply('socket failed');
  } catch (err) { reply('no socket (' + err.name + ')'); }
});
