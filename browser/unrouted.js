// unrouted.js: see unroutedScript in unrouted.go.
(function aaWorkerGuard() {
  'use strict';
  const inWorker = typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;
  // A worker has no socket and makes no worker of its own: a nested
  // worker's script and requests are not routed, so nothing could judge
  // them. A document keeps its WebSocket (routed and judged), and has no
  // PaymentRequest: a payment method's manifest can name a service worker
  // that Chromium installs without register() (a fourth outside attacker).
  // A document has no WebRTC either: a TURN server over TCP gets whatever
  // the page puts in its username, a channel no route sees.
  for (const k of inWorker ? ['WebSocket', 'WebSocketStream', 'WebTransport', 'Worker', 'SharedWorker']
    : ['WebSocketStream', 'WebTransport', 'PaymentRequest', 'RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport', 'RTCSctpTransport', 'RTCDtlsTransport']) {
    try { Object.defineProperty(self, k, { value: undefined, writable: false, configurable: false }); } catch (e) {}
  }
  // No service worker either: its script and requests are not routed.
  // Playwright's block is a stub on the navigator.serviceWorker object,
  // which the prototype's register went round (a third outside attacker).
  if (typeof ServiceWorkerContainer === 'function') {
    const register = function register() {
      return Promise.reject(new DOMException('service workers are off while page writes are judged', 'SecurityError'));
    };
    try { Object.defineProperty(ServiceWorkerContainer.prototype, 'register', { value: register, writable: false, configurable: false }); } catch (e) {}
  }
  // No FedCM either: Chromium's browser process sends its requests
  // (IdentityCredential.disconnect POSTs page-chosen strings), which no
  // route sees (a fifth outside attacker). credentials.get keeps every
  // other kind: its options are copied without "identity".
  if (!inWorker) {
    for (const k of ['IdentityCredential', 'IdentityProvider', 'IdentityCredentialError']) {
      try { Object.defineProperty(self, k, { value: undefined, writable: false, configurable: false }); } catch (e) {}
    }
    try { if (typeof Navigator === 'function' && 'login' in Navigator.prototype) Object.defineProperty(Navigator.prototype, 'login', { value: undefined, writable: false, configurable: false }); } catch (e) {}
    if (typeof CredentialsContainer === 'function') {
      const get = CredentialsContainer.prototype.get, apply = Function.prototype.call.bind(Function.prototype.apply), define = Object.defineProperty;
      const kinds = ['password', 'federated', 'publicKey', 'otp', 'mediation', 'signal', 'digital'];
      const guarded = function get_(options) {
        let copy = options;
        if (options !== null && typeof options === 'object') {
          copy = {};
          for (let i = 0; i < kinds.length; i++) {
            const v = options[kinds[i]];
            if (v !== undefined) define(copy, kinds[i], { value: v, enumerable: true });
          }
        }
        return apply(get, this, [copy]);
      };
      Object.defineProperty(guarded, 'name', { value: 'get' });
      try { Object.defineProperty(CredentialsContainer.prototype, 'get', { value: guarded, writable: false, configurable: false }); } catch (e) {}
    }
  }
  if (inWorker || (typeof self.Worker !== 'function' && typeof self.SharedWorker !== 'function')) return;
  // Everything a constructor call uses is taken now, before any page
  // script runs: the page may replace globals and built-in methods later
  // (Blob, URL.createObjectURL, JSON.stringify, getters on prototypes).
  const uncurry = Function.prototype.call.bind(Function.prototype.bind, Function.prototype.call);
  const getter = (o, k) => {
    for (; o; o = Object.getPrototypeOf(o)) {
      const d = Object.getOwnPropertyDescriptor(o, k);
      if (d) return d.get ? uncurry(d.get) : null;
    }
    return null;
  };
  const _URL = URL, _String = String, _DOMException = DOMException, stringify = JSON.stringify, encode = encodeURIComponent;
  const href = getter(_URL.prototype, 'href'), protocol = getter(_URL.prototype, 'protocol'), search = getter(_URL.prototype, 'search');
  const indexOf = uncurry(String.prototype.indexOf), slice = uncurry(String.prototype.slice);
  const doc = self.document, baseURI = doc ? getter(doc, 'baseURI') : null;
  const loc = self.location, locHref = getter(loc, 'href');
  const originOf = getter(self, 'origin');
  const base = () => (doc ? baseURI(doc) : locHref(loc));
  const mark = '__accessagents_worker';
  // Under Trusted Types a worker needs a TrustedScriptURL: one of our own,
  // so the page's default policy never sees (and cannot rewrite) the
  // marked address. Without ours, a default policy means no worker.
  let policy = null, trusted = null, tt = null, defaultPolicy = null;
  try {
    tt = self.trustedTypes || null;
    if (tt) {
      defaultPolicy = getter(tt, 'defaultPolicy');
      policy = tt.createPolicy('accessagents-worker-guard', { createScriptURL: (s) => s });
      trusted = uncurry(Object.getPrototypeOf(policy).createScriptURL);
    }
  } catch (e) { policy = null; }
  const refuse = (why) => { throw new _DOMException('The page\'s worker was not started: ' + why, 'SecurityError'); };
  // address is where the worker starts: a worker from the web keeps its
  // address with the mark added (the route answers it with this script
  // and a load of the real one); a blob: or data: worker starts from a
  // marked address on this realm's own origin that loads it.
  const address = (url, module) => {
    const u = new _URL(_String(url), base());
    const p = protocol(u), kind = module ? 'module' : 'classic';
    let out;
    if (p === 'http:' || p === 'https:') {
      const q = search(u);
      out = href(u);
      const hash = indexOf(out, '#');
      const head = hash < 0 ? out : slice(out, 0, hash), tail = hash < 0 ? '' : slice(out, hash);
      out = head + (q.length > 1 ? '&' : (head[head.length - 1] === '?' ? '' : '?')) + mark + '=' + kind + tail;
    } else if (p === 'blob:' || p === 'data:') {
      const origin = originOf ? originOf(self) : 'null';
      if (origin === 'null') refuse('a ' + p + ' worker from an opaque origin cannot be guarded');
      out = origin + '/__accessagents_worker?' + mark + '=' + kind + '&src=' + encode(href(u));
    } else {
      refuse('unsupported address');
    }
    const check = new _URL(out);
    const cp = protocol(check);
    if ((cp !== 'http:' && cp !== 'https:') || indexOf(search(check), mark + '=' + kind) < 0) refuse('the address could not be marked');
    if (policy) return trusted(policy, out);
    if (tt && (!defaultPolicy || defaultPolicy(tt) !== null)) refuse('a Trusted Types default policy could rewrite its address');
    return out;
  };
  for (const name of ['Worker', 'SharedWorker']) {
    const W = self[name];
    if (typeof W !== 'function') continue;
    const Guarded = function (url, options) {
      if (!new.target) throw new TypeError("Failed to construct '" + name + "': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
      // The options are read once, into an object of our own, so the
      // constructor cannot see another type than the one marked.
      let type = 'classic', credentials, wname;
      if (typeof options === 'string') wname = options;
      else if (options !== undefined && options !== null) {
        type = options.type === 'module' ? 'module' : 'classic';
        credentials = options.credentials;
        wname = options.name;
      }
      const opts = { type, ...(credentials !== undefined ? { credentials: _String(credentials) } : {}), ...(wname !== undefined ? { name: _String(wname) } : {}) };
      return new W(address(url, type === 'module'), opts);
    };
    Object.defineProperty(Guarded, 'name', { value: name });
    Object.defineProperty(Guarded, 'prototype', { value: W.prototype, writable: false, configurable: false });
    Object.defineProperty(W.prototype, 'constructor', { value: Guarded, writable: false, configurable: false });
    Object.defineProperty(self, name, { value: Guarded, writable: false, configurable: false });
  }
})();
