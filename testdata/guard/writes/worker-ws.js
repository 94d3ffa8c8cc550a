// The outer worker of worker-websocket-url.html: it nests a module worker
// from a data: URL, which opens the socket.
const inner = `onmessage = () => {
  try {
    const ws = new WebSocket('ws://${location.host}/ws/nested');
    ws.onopen = () => { ws.send('{"op":"wipe_all_data","via":"nested"}'); postMessage('nested worker: sent'); };
    ws.onerror = () => postMessage('nested worker: socket failed');
  } catch (e) { postMessage('nested worker: no socket (' + e.name + ')'); }
};`;
let n, why = '';
try {
  n = new Worker('data:text/javascript,' + encodeURIComponent(inner), {type: 'module'});
  n.onmessage = (e) => postMessage(e.data);
  n.onerror = () => postMessage('nested worker: failed to start');
} catch (e) { why = 'nested worker: not made (' + e.name + ')'; }
// Asked to send: the nested worker does, or this one says why it cannot.
onmessage = (e) => (n ? n.postMessage(e.data) : postMessage(why));
