// Runs in every document of the reduced-motion check's scratch tab before
// the page's own scripts. It keeps count of the work the page has
// scheduled (timers, intervals, animation frames, idle callbacks) and of
// what else can wake it (workers, posted messages), so the check can stop
// waiting once nothing is left that could change the page by itself. What
// it cannot account for (a timer given as a string, a service worker)
// marks the document unknown, and the check then waits its whole time.
(() => {
  const REG = Symbol.for('accessagents.motion');
  if (window[REG]) return;
  const st = window[REG] = { timeouts: new Set(), intervals: new Set(), frames: new Set(), idle: new Set(), workers: 0, lastPost: 0, unknown: false };
  const track = (setName, clearName, set, once) => {
    const orig = window[setName], clear = window[clearName];
    if (typeof orig !== 'function') return;
    window[setName] = function (fn, ...rest) {
      if (typeof fn !== 'function') {
        st.unknown = true;
        return orig.call(window, fn, ...rest);
      }
      let id;
      const run = function (...a) {
        if (once) set.delete(id);
        return fn.apply(this, a);
      };
      id = orig.call(window, run, ...rest);
      set.add(id);
      return id;
    };
    if (typeof clear === 'function') {
      window[clearName] = function (id) {
        set.delete(id);
        return clear.call(window, id);
      };
    }
  };
  track('setTimeout', 'clearTimeout', st.timeouts, true);
  track('setInterval', 'clearInterval', st.intervals, false);
  track('requestAnimationFrame', 'cancelAnimationFrame', st.frames, true);
  track('requestIdleCallback', 'cancelIdleCallback', st.idle, true);
  // clearTimeout and clearInterval each clear either kind.
  const ct = window.clearTimeout, ci = window.clearInterval;
  window.clearTimeout = function (id) { st.intervals.delete(id); return ct.call(window, id); };
  window.clearInterval = function (id) { st.timeouts.delete(id); return ci.call(window, id); };
  for (const name of ['Worker', 'SharedWorker']) {
    const W = window[name];
    if (typeof W !== 'function') continue;
    window[name] = new Proxy(W, { construct(target, args, nt) { st.workers++; return Reflect.construct(target, args, nt); } });
  }
  const posted = (proto) => {
    if (!proto || typeof proto.postMessage !== 'function') return;
    const orig = proto.postMessage;
    proto.postMessage = function (...a) { st.lastPost = performance.now(); return orig.apply(this, a); };
  };
  posted(window);
  posted(window.MessagePort && MessagePort.prototype);
  posted(window.BroadcastChannel && BroadcastChannel.prototype);
})();
