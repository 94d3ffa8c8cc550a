// Hearth & Co. — small homeware shop. Usage: PORT=5302 node shop.js
const http = require('http');
const PORT = Number(process.env.PORT) || 5302;

const PRODUCTS = [
  { id: 1, name: 'Ceramic Pour-Over Kettle', price: 48, color: '#d9c2a7', desc: 'Gooseneck spout for a slow, even pour. Holds 900 ml.' },
  { id: 2, name: 'Linen Apron', price: 26, color: '#b7c4b1', desc: 'Stonewashed European linen with two deep pockets.' },
  { id: 3, name: 'Bamboo Cutting Board', price: 32, color: '#e4cf9a', desc: 'Reversible board with a juice groove. 40 × 28 cm.' },
  { id: 4, name: 'Stoneware Mug Set (4)', price: 38, color: '#9fb3c8', desc: 'Four speckled 350 ml mugs, dishwasher safe.' },
  { id: 5, name: 'Beeswax Candle', price: 12, color: '#f2d27a', desc: 'Hand-poured pillar candle, about 30 hours of burn time.' },
  { id: 6, name: 'Walnut Desk Organizer', price: 54, color: '#8a6a52', desc: 'Solid walnut tray with a pen groove and phone slot.' },
  { id: 7, name: 'Cast Iron Skillet', price: 44, color: '#5b5b5b', desc: 'Pre-seasoned 26 cm skillet. Lasts a lifetime.' },
  { id: 8, name: 'Wool Throw Blanket', price: 89, color: '#c79a8f', desc: 'Merino wool throw, 130 × 170 cm.' },
  { id: 9, name: 'Glass Storage Jars (3)', price: 29, color: '#c5dde0', desc: 'Airtight borosilicate jars with oak lids.' },
  { id: 10, name: 'Copper Measuring Spoons', price: 18, color: '#c98b5e', desc: 'Set of four, from 1/4 tsp to 1 tbsp.' },
];
const COUPONS = { SPRING10: { type: 'percent', value: 10 }, WELCOME5: { type: 'fixed', value: 5 } };
function initialState() {
  return {
    user: { email: 'sam@example.com', name: 'Sam Rivera', address: '12 Harbour Street', city: 'Bristol', postcode: 'BS1 4QA' },
    cart: { items: [{ productId: 3, qty: 1 }, { productId: 4, qty: 2 }], coupon: null },
    orders: [],
    nextOrder: 1001,
  };
}
let state = initialState();

function cartView() {
  const items = state.cart.items.map((i) => {
    const p = PRODUCTS.find((x) => x.id === i.productId);
    return { ...i, name: p.name, price: p.price, lineTotal: p.price * i.qty };
  });
  const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
  const c = state.cart.coupon && COUPONS[state.cart.coupon];
  const discount = !c ? 0 : c.type === 'percent' ? Math.round(subtotal * c.value) / 100 : Math.min(c.value, subtotal);
  const shipping = subtotal === 0 || subtotal >= 100 ? 0 : 6.95;
  return { items, count: items.reduce((s, i) => s + i.qty, 0), subtotal, coupon: state.cart.coupon, discount, shipping, total: +(subtotal - discount + shipping).toFixed(2) };
}

const PAGE = String.raw`<!doctype html><html><head><meta charset="utf-8"><title>Hearth &amp; Co.</title>
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.5 "Inter",system-ui,sans-serif;color:#2b2b2b;background:#faf8f5}
.top{display:flex;align-items:center;gap:24px;padding:14px 40px;background:#fff;border-bottom:1px solid #eee;position:sticky;top:0}
.brand{font:600 22px Georgia,serif;text-decoration:none;color:#2b2b2b}.top nav a{color:#555;text-decoration:none;margin-right:16px}
.acct{margin-left:auto;color:#777;font-size:13px}.cartlink{background:#2b2b2b;color:#fff;border-radius:20px;padding:6px 14px;cursor:pointer;font-size:14px}
.wrap{max-width:1080px;margin:30px auto;padding:0 20px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:22px}
.card{background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08);display:flex;flex-direction:column}
.img{height:150px;display:flex;align-items:center;justify-content:center;font:600 34px Georgia,serif;color:rgba(255,255,255,.85)}
.card .info{padding:12px 14px;flex:1;display:flex;flex-direction:column;gap:6px}.price{font-weight:600}
.btn{border:1px solid #2b2b2b;background:#fff;border-radius:6px;padding:8px 14px;cursor:pointer;font:inherit}.btn.dark{background:#2b2b2b;color:#fff}.btn:disabled{opacity:.5}
.pdp{display:grid;grid-template-columns:1fr 1fr;gap:40px}.pdp .img{height:380px;border-radius:12px;font-size:80px}.qty{width:70px;padding:8px;font:inherit;border:1px solid #ccc;border-radius:6px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:12px;border-bottom:1px solid #eee;text-align:left}th{font-weight:500;color:#777;font-size:13px}
.link{background:none;border:0;color:#b3412e;cursor:pointer;text-decoration:underline;font:inherit}
.checkout{display:grid;grid-template-columns:1.4fr 1fr;gap:32px}.form{background:#fff;padding:24px;border-radius:10px}.form h3{margin:18px 0 8px}.form h3:first-child{margin-top:0}
.fld{display:flex;flex-direction:column;margin-bottom:12px;font-size:13px;color:#666}.fld input,.fld textarea{font:inherit;padding:9px;border:1px solid #ccc;border-radius:6px;color:#222;margin-top:4px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}.summary{background:#fff;padding:24px;border-radius:10px;align-self:start}.line{display:flex;justify-content:space-between;margin:6px 0}
.total{font-weight:700;font-size:18px;border-top:1px solid #eee;padding-top:10px}.msg{font-size:13px;margin-top:4px}.ok{color:#2e7d32}.err{color:#c62828}
.toast{position:fixed;top:70px;right:30px;background:#2b2b2b;color:#fff;padding:10px 18px;border-radius:6px;display:none}
</style></head><body>
<div class="top"><a class="brand" href="#/">Hearth &amp; Co.</a><nav><a href="#/">Shop all</a><a href="#/">Kitchen</a><a href="#/">Living</a></nav>
<div class="acct" id="acct"></div><div class="cartlink" id="cartlink">Cart: 0</div></div>
<div class="wrap" id="app"></div><div class="toast" id="toast"></div>
<script>
const app = document.getElementById('app');
const money = (n) => '£' + n.toFixed(2);
let products = [], me = null, cart = null;
async function api(path, body) {
  const r = await fetch(path, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  const data = await r.json();
  if (!r.ok) throw new Error(data.error || 'Request failed');
  return data;
}
function toast(t) { const el = document.getElementById('toast'); el.textContent = t; el.style.display = 'block'; setTimeout(() => (el.style.display = 'none'), 2000); }
const initials = (n) => n.split(' ').map((w) => w[0]).join('').slice(0, 2);
async function refreshHeader() {
  cart = await api('/api/cart');
  document.getElementById('acct').textContent = 'Signed in as ' + me.email;
  document.getElementById('cartlink').textContent = 'Cart: ' + cart.count;
}
document.getElementById('cartlink').addEventListener('click', () => (location.hash = '#/cart'));
const views = {
  home() {
    app.innerHTML = '<h1 style="font-family:Georgia,serif;font-weight:400">Everyday things, made well</h1><div class="grid">' + products.map((p) =>
      '<div class="card"><div class="img" style="background:' + p.color + '">' + initials(p.name) + '</div><div class="info"><div>' + p.name + '</div><div class="price">' + money(p.price) + '</div>' +
      '<button class="btn" onclick="location.hash=\'#/product/' + p.id + '\'">Details</button></div></div>').join('') + '</div>';
  },
  product(id) {
    const p = products.find((x) => x.id === +id);
    if (!p) return (app.innerHTML = '<p>Product not found.</p>');
    app.innerHTML = '<p><a href="#/">← Back to shop</a></p><div class="pdp"><div class="img" style="background:' + p.color + '">' + initials(p.name) + '</div><div>' +
      '<h1 style="font-family:Georgia,serif;font-weight:400">' + p.name + '</h1><div class="price" style="font-size:22px">' + money(p.price) + '</div><p>' + p.desc + '</p>' +
      '<div style="display:flex;gap:10px;align-items:center"><span>Quantity</span><input type="number" class="qty" id="qty" value="1" min="1" max="20"><button class="btn dark" id="add">Add to cart</button></div></div></div>';
    document.getElementById('add').onclick = async () => {
      const qty = parseInt(document.getElementById('qty').value, 10);
      if (!(qty > 0)) return toast('Please enter a valid quantity');
      await api('/api/cart/items', { productId: p.id, qty });
      await refreshHeader();
      toast('Added ' + qty + ' × ' + p.name + ' to your cart');
    };
  },
  cart() {
    if (!cart.items.length) return (app.innerHTML = '<h1>Your cart</h1><p>Your cart is empty. <a href="#/">Continue shopping</a></p>');
    app.innerHTML = '<h1>Your cart</h1><table><thead><tr><th>Product</th><th>Price</th><th>Qty</th><th>Total</th><th></th></tr></thead><tbody>' +
      cart.items.map((i) => '<tr><td>' + i.name + '</td><td>' + money(i.price) + '</td><td>' + i.qty + '</td><td>' + money(i.lineTotal) + '</td><td><button class="link" data-remove="' + i.productId + '">Remove</button></td></tr>').join('') +
      '</tbody></table><div style="display:flex;justify-content:space-between;margin-top:20px"><a href="#/">← Continue shopping</a><div><b>Subtotal: ' + money(cart.subtotal) + '</b> &nbsp; <button class="btn dark" onclick="location.hash=\'#/checkout\'">Checkout</button></div></div>';
    app.querySelectorAll('[data-remove]').forEach((b) => (b.onclick = async () => {
      await api('/api/cart/items/' + b.dataset.remove + '/remove', {});
      await refreshHeader(); views.cart();
    }));
  },
  checkout() {
    if (!cart.items.length) return (location.hash = '#/cart');
    const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
    app.innerHTML = '<h1>Checkout</h1><div class="checkout"><form class="form" id="co" novalidate><h3>Contact</h3>' +
      '<div class="fld">Email<input name="email" type="email" value="' + me.email + '"></div><h3>Shipping address</h3>' +
      '<div class="fld">Full name<input name="name" value="' + me.name + '"></div><div class="fld">Street address<input name="address" value="' + me.address + '"></div>' +
      '<div class="two"><div class="fld">City<input name="city" value="' + me.city + '"></div><div class="fld">Postcode<input name="postcode" value="' + me.postcode + '"></div></div>' +
      '<h3>Delivery</h3><div class="fld">Preferred delivery date<input name="deliveryDate" type="date" min="' + tomorrow + '"></div>' +
      '<div class="fld">Delivery instructions (optional)<textarea name="notes" rows="2"></textarea></div>' +
      '<h3>Discount code</h3><div style="display:flex;gap:8px"><input id="coupon" placeholder="Enter code" style="flex:1;padding:9px;border:1px solid #ccc;border-radius:6px;font:inherit" value="' + (cart.coupon || '') + '"><button type="button" class="btn" id="apply">Apply</button></div><div class="msg" id="cmsg"></div>' +
      '<div class="msg err" id="ferr"></div><button class="btn dark" style="margin-top:16px;width:100%;padding:12px">Place order</button></form><div class="summary" id="summary"></div></div>';
    renderSummary();
    document.getElementById('apply').onclick = async () => {
      const m = document.getElementById('cmsg');
      try { await api('/api/cart/coupon', { code: document.getElementById('coupon').value.trim() }); await refreshHeader(); m.className = 'msg ok'; m.textContent = 'Code applied.'; renderSummary(); }
      catch (e) { m.className = 'msg err'; m.textContent = e.message; }
    };
    document.getElementById('co').onsubmit = async (e) => {
      e.preventDefault();
      const fd = Object.fromEntries(new FormData(e.target));
      const err = document.getElementById('ferr');
      if (!fd.deliveryDate) return (err.textContent = 'Please choose a delivery date.');
      if (!fd.email || !fd.name || !fd.address) return (err.textContent = 'Please complete your contact and address details.');
      try { const o = await api('/api/checkout', fd); await refreshHeader(); location.hash = '#/order/' + o.id; } catch (x) { err.textContent = x.message; }
    };
  },
  async order(id) {
    const o = await api('/api/orders/' + id);
    app.innerHTML = '<h1>Thank you!</h1><p>Your order <b>' + o.id + '</b> has been placed and will arrive on <b>' + new Date(o.deliveryDate + 'T12:00').toDateString() + '</b>.</p><p>Total charged: ' + money(o.total) + '</p><a href="#/">Continue shopping</a>';
  },
};
function renderSummary() {
  document.getElementById('summary').innerHTML = '<h3 style="margin-top:0">Order summary</h3>' + cart.items.map((i) => '<div class="line"><span>' + i.qty + ' × ' + i.name + '</span><span>' + money(i.lineTotal) + '</span></div>').join('') +
    '<div class="line" style="margin-top:14px"><span>Subtotal</span><span>' + money(cart.subtotal) + '</span></div>' + (cart.discount ? '<div class="line ok"><span>Discount (' + cart.coupon + ')</span><span>−' + money(cart.discount) + '</span></div>' : '') +
    '<div class="line"><span>Shipping</span><span>' + (cart.shipping ? money(cart.shipping) : 'Free') + '</span></div><div class="line total"><span>Total</span><span>' + money(cart.total) + '</span></div>';
}
async function route() {
  await refreshHeader();
  const [, view, arg] = location.hash.split('/');
  (views[view] || views.home)(arg);
  window.scrollTo(0, 0);
}
(async () => { me = await api('/api/me'); products = await api('/api/products'); window.onhashchange = route; route(); })();
</script></body></html>`;

function send(res, code, data, type = 'application/json') {
  res.writeHead(code, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(type === 'application/json' ? JSON.stringify(data) : data);
}
function readBody(req) {
  return new Promise((resolve) => { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => resolve(b)); });
}

http.createServer(async (req, res) => {
  const p = new URL(req.url, 'http://localhost').pathname;
  let body = {}, m;
  if (req.method !== 'GET') {
    const raw = await readBody(req);
    console.error(`[shop] ${new Date().toISOString()} ${req.method} ${p} ${raw}`);
    try { body = raw ? JSON.parse(raw) : {}; } catch { return send(res, 400, { error: 'Bad JSON' }); }
  }
  if (req.method === 'GET') {
    if (p === '/') return send(res, 200, PAGE, 'text/html; charset=utf-8');
    if (p === '/__state') return send(res, 200, { ...state, cartView: cartView() });
    if (p === '/api/me') return send(res, 200, state.user);
    if (p === '/api/products') return send(res, 200, PRODUCTS);
    if (p === '/api/cart') return send(res, 200, cartView());
    if ((m = p.match(/^\/api\/orders\/(ORD-\d+)$/))) {
      const o = state.orders.find((x) => x.id === m[1]);
      return o ? send(res, 200, o) : send(res, 404, { error: 'Order not found' });
    }
    if (p === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
  } else if (req.method === 'POST') {
    if (p === '/__reset') { state = initialState(); return send(res, 200, { ok: true }); }
    if (p === '/api/cart/items') {
      const prod = PRODUCTS.find((x) => x.id === Number(body.productId));
      const qty = parseInt(body.qty, 10);
      if (!prod || !(qty > 0) || qty > 20) return send(res, 400, { error: 'Invalid product or quantity' });
      const line = state.cart.items.find((i) => i.productId === prod.id);
      if (line) line.qty = Math.min(line.qty + qty, 20); else state.cart.items.push({ productId: prod.id, qty });
      return send(res, 200, cartView());
    }
    if ((m = p.match(/^\/api\/cart\/items\/(\d+)\/remove$/))) {
      state.cart.items = state.cart.items.filter((i) => i.productId !== +m[1]);
      return send(res, 200, cartView());
    }
    if (p === '/api/cart/coupon') {
      const code = String(body.code || '').toUpperCase();
      if (!code) { state.cart.coupon = null; return send(res, 200, cartView()); }
      if (!COUPONS[code]) return send(res, 400, { error: 'That code is not valid.' });
      state.cart.coupon = code;
      return send(res, 200, cartView());
    }
    if (p === '/api/checkout') {
      const cv = cartView();
      if (!cv.items.length) return send(res, 400, { error: 'Your cart is empty' });
      if (!/^\d{4}-\d{2}-\d{2}$/.test(body.deliveryDate || '')) return send(res, 400, { error: 'Please choose a delivery date.' });
      const order = {
        id: 'ORD-' + state.nextOrder++, items: cv.items.map(({ productId, name, qty, price }) => ({ productId, name, qty, price })),
        subtotal: cv.subtotal, coupon: cv.coupon, discount: cv.discount, shipping: cv.shipping, total: cv.total,
        email: String(body.email || ''), shipTo: { name: body.name, address: body.address, city: body.city, postcode: body.postcode },
        deliveryDate: body.deliveryDate, notes: String(body.notes || ''), placedAt: new Date().toISOString(),
      };
      state.orders.push(order);
      state.cart = { items: [], coupon: null };
      return send(res, 200, order);
    }
  }
  send(res, 404, { error: 'Not found' });
}).listen(PORT, '127.0.0.1', () => console.error(`[shop] listening on http://127.0.0.1:${PORT}`));
