// A plain worker for worker-tt-default.html: asked, it opens a socket and
// sends (the route's mark, if it survives, removes WebSocket first).
onmessage = () => {
  try {
    const ws = new WebSocket('ws://' + location.host + '/ws/tt-unmark');
    ws.onopen = () => { ws.send('{"op":"transfer_ownership","via":"tt-unmark"}'); postMessage('sent'); };
    ws.onerror = () => postMessage('socket failed');
  } catch (e) { postMessage('no socket (' + e.name + ')'); }
};
