'use strict';
// Flight + hotel booking flow. Usage: node travel.js <port>
const http = require('node:http');

const DEFAULT_DRAFT = () => ({ dest: 'BCN', depart: null, ret: null, adults: 2, children: 2, fare: null, hotel: null, maxPrice: 150, step: 1 });

function initialState() {
  return {
    today: '2024-07-01',
    origin: { code: 'LIS', city: 'Lisbon' },
    destinations: [
      { code: 'OPO', city: 'Porto', airport: 'Francisco S\u00e1 Carneiro', cityId: 'OPO' },
      { code: 'CDG', city: 'Paris', airport: 'Charles de Gaulle', cityId: 'PAR' },
      { code: 'ORY', city: 'Paris', airport: 'Orly', cityId: 'PAR' },
      { code: 'BCN', city: 'Barcelona', airport: 'El Prat', cityId: 'BCN' },
      { code: 'BER', city: 'Berlin', airport: 'Brandenburg', cityId: 'BER' },
      { code: 'MAD', city: 'Madrid', airport: 'Barajas', cityId: 'MAD' },
    ],
    fares: [
      { id: 'light', name: 'Light', price: 79, perks: ['Personal item under seat', 'No changes'] },
      { id: 'standard', name: 'Standard', price: 119, perks: ['10 kg cabin bag', 'Seat selection', 'Changes for a fee'] },
      { id: 'standard-plus', name: 'Standard Plus', price: 149, perks: ['10 kg cabin bag', '23 kg checked bag', 'Seat selection'] },
      { id: 'flex', name: 'Flex', price: 219, perks: ['23 kg checked bag', 'Free changes', 'Refundable'] },
    ],
    hotels: [
      { id: 'h-par-marais', cityId: 'PAR', name: 'H\u00f4tel du Marais', area: 'Le Marais', price: 185, rating: 4.6, reviews: 1204 },
      { id: 'h-par-orly', cityId: 'PAR', name: 'Orly Airport Inn', area: 'Orly', price: 98, rating: 3.7, reviews: 402 },
      { id: 'h-par-montmartre', cityId: 'PAR', name: 'Le Petit Montmartre', area: 'Montmartre', price: 142, rating: 4.4, reviews: 877 },
      { id: 'h-par-lumiere', cityId: 'PAR', name: 'Hotel Lumi\u00e8re Op\u00e9ra', area: 'Op\u00e9ra', price: 230, rating: 4.7, reviews: 655 },
      { id: 'h-bcn-miramar-suites', cityId: 'BCN', name: 'Miramar Suites', area: 'Poble-sec', price: 140, rating: 4.1, reviews: 389 },
      { id: 'h-bcn-miramar', cityId: 'BCN', name: 'Hotel Miramar Barcelona', area: 'Montju\u00efc', price: 210, rating: 4.6, reviews: 2210 },
      { id: 'h-bcn-gracia', cityId: 'BCN', name: 'Casa Gr\u00e0cia', area: 'Gr\u00e0cia', price: 118, rating: 4.4, reviews: 1530 },
      { id: 'h-bcn-sol', cityId: 'BCN', name: 'Hostal Sol', area: 'Raval', price: 65, rating: 3.6, reviews: 211 },
      { id: 'h-bcn-eixample', cityId: 'BCN', name: 'Eixample Design Hotel', area: 'Eixample', price: 175, rating: 4.5, reviews: 948 },
      { id: 'h-ber-mitte', cityId: 'BER', name: 'Mitte Loft', area: 'Mitte', price: 132, rating: 4.5, reviews: 731 },
      { id: 'h-ber-spree', cityId: 'BER', name: 'Spree Hostel', area: 'Friedrichshain', price: 58, rating: 3.9, reviews: 1874 },
      { id: 'h-ber-adlon', cityId: 'BER', name: 'Hotel Adlon Kempinski', area: 'Unter den Linden', price: 390, rating: 4.9, reviews: 3120 },
      { id: 'h-ber-kreuzberg', cityId: 'BER', name: 'Kreuzberg Rooms', area: 'Kreuzberg', price: 61, rating: 4.2, reviews: 508 },
      { id: 'h-ber-garden', cityId: 'BER', name: 'Prenzlauer Garden Hotel', area: 'Prenzlauer Berg', price: 96, rating: 4.3, reviews: 690 },
      { id: 'h-opo-ribeira', cityId: 'OPO', name: 'Ribeira View', area: 'Ribeira', price: 110, rating: 4.6, reviews: 990 },
      { id: 'h-opo-hostel', cityId: 'OPO', name: 'Porto Downtown Hostel', area: 'Baixa', price: 45, rating: 4.0, reviews: 1402 },
      { id: 'h-opo-douro', cityId: 'OPO', name: 'Casa do Douro', area: 'Vila Nova de Gaia', price: 88, rating: 4.4, reviews: 620 },
      { id: 'h-mad-granvia', cityId: 'MAD', name: 'Gran V\u00eda Central', area: 'Centro', price: 125, rating: 4.3, reviews: 1111 },
      { id: 'h-mad-sol', cityId: 'MAD', name: 'Hostal Madrid Sol', area: 'Sol', price: 55, rating: 3.8, reviews: 340 },
    ],
    draft: DEFAULT_DRAFT(),
    bookings: [
      { ref: 'TRV-1001', origin: 'LIS', dest: 'BER', depart: '2024-07-10', ret: '2024-07-14', adults: 1, children: 0, fare: 'light', hotel: 'h-ber-spree', nights: 4, total: 390, status: 'confirmed' },
      { ref: 'TRV-1002', origin: 'LIS', dest: 'CDG', depart: '2024-07-26', ret: '2024-07-29', adults: 2, children: 0, fare: 'standard', hotel: 'h-par-montmartre', nights: 3, total: 1378, status: 'confirmed' },
    ],
    nextRef: 1003,
  };
}

let state = initialState();

function json(res, code, obj) {
  res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(obj));
}
function readBody(req) {
  return new Promise((resolve) => {
    let d = '';
    req.on('data', (c) => { d += c; });
    req.on('end', () => { try { resolve(d ? JSON.parse(d) : {}); } catch { resolve(null); } });
  });
}
const isDate = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const nightsBetween = (a, b) => Math.round((Date.parse(b + 'T00:00:00Z') - Date.parse(a + 'T00:00:00Z')) / 86400000);
function priceOf(d) {
  const fare = state.fares.find((f) => f.id === d.fare);
  const hotel = state.hotels.find((h) => h.id === d.hotel);
  const nights = d.depart && d.ret ? nightsBetween(d.depart, d.ret) : 0;
  const flights = fare ? Math.round(fare.price * (d.adults + 0.75 * d.children) * 2) : 0;
  return { nights, flights, hotel: hotel ? hotel.price * nights : 0, total: flights + (hotel ? hotel.price * nights : 0) };
}

async function api(req, res, url) {
  const p = url.pathname;
  let m;
  if (req.method === 'GET' && p === '/api/trip') return json(res, 200, state);
  if (req.method === 'PATCH' && p === '/api/draft') {
    const b = await readBody(req);
    if (!b) return json(res, 400, { error: 'bad json' });
    const d = Object.assign({}, state.draft);
    if ('dest' in b) { if (!state.destinations.some((x) => x.code === b.dest)) return json(res, 400, { error: 'bad dest' }); if (b.dest !== d.dest) d.hotel = null; d.dest = b.dest; }
    for (const k of ['depart', 'ret']) if (k in b) { if (b[k] !== null && !isDate(b[k])) return json(res, 400, { error: 'bad ' + k }); d[k] = b[k]; }
    if ('adults' in b) { if (!Number.isInteger(b.adults) || b.adults < 1 || b.adults > 9) return json(res, 400, { error: 'bad adults' }); d.adults = b.adults; }
    if ('children' in b) { if (!Number.isInteger(b.children) || b.children < 0 || b.children > 8) return json(res, 400, { error: 'bad children' }); d.children = b.children; }
    if ('fare' in b) { if (b.fare !== null && !state.fares.some((f) => f.id === b.fare)) return json(res, 400, { error: 'bad fare' }); d.fare = b.fare; }
    if ('hotel' in b) { if (b.hotel !== null && !state.hotels.some((h) => h.id === b.hotel)) return json(res, 400, { error: 'bad hotel' }); d.hotel = b.hotel; }
    if ('maxPrice' in b) { if (!Number.isInteger(b.maxPrice) || b.maxPrice < 40 || b.maxPrice > 400) return json(res, 400, { error: 'bad maxPrice' }); d.maxPrice = b.maxPrice; }
    if ('step' in b) { if (![1, 2, 3, 4].includes(b.step)) return json(res, 400, { error: 'bad step' }); d.step = b.step; }
    state.draft = d;
    return json(res, 200, d);
  }
  if (req.method === 'POST' && p === '/api/bookings') {
    const d = state.draft;
    const dest = state.destinations.find((x) => x.code === d.dest);
    if (!dest || !d.depart || !d.ret || d.ret <= d.depart || !d.fare) return json(res, 400, { error: 'draft incomplete' });
    if (d.hotel) { const h = state.hotels.find((x) => x.id === d.hotel); if (!h || h.cityId !== dest.cityId) return json(res, 400, { error: 'hotel not in destination' }); }
    const pr = priceOf(d);
    const bk = { ref: 'TRV-' + state.nextRef++, origin: state.origin.code, dest: d.dest, depart: d.depart, ret: d.ret, adults: d.adults, children: d.children, fare: d.fare, hotel: d.hotel, nights: pr.nights, total: pr.total, maxPrice: d.maxPrice, status: 'confirmed' };
    state.bookings.push(bk);
    state.draft = DEFAULT_DRAFT();
    return json(res, 201, bk);
  }
  if (req.method === 'POST' && (m = p.match(/^\/api\/bookings\/([\w-]+)\/cancel$/))) {
    const bk = state.bookings.find((x) => x.ref === m[1]);
    if (!bk) return json(res, 404, { error: 'no such booking' });
    bk.status = 'cancelled';
    return json(res, 200, bk);
  }
  return json(res, 404, { error: 'not found' });
}

function client() {
  const $ = (s, r = document) => r.querySelector(s);
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  const MIN = 40, MAX = 400, STEP = 10;
  let T = null; // server data
  let D = null; // draft
  let view = null; // [year, month] of left calendar
  let justBooked = null;
  let confirmCancel = null;
  let hoverDate = null;

  async function api(method, path, data) {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
    if (!r.ok) throw new Error(method + ' ' + path + ' ' + r.status);
    return r.json();
  }
  // optimistic update; requests are sent one after another and the server copy is adopted once none are pending
  let queue = Promise.resolve(), inflight = 0;
  function patch(ch) {
    Object.assign(D, ch); render(); inflight++;
    queue = queue.then(() => api('PATCH', '/api/draft', ch)).then((d) => { if (--inflight === 0) { D = d; render(); } }, () => { inflight--; });
    return queue;
  }
  async function load() {
    T = await api('GET', '/api/trip');
    D = T.draft;
    if (!view) { const [y, m] = (D.depart || T.today).split('-').map(Number); view = [y, m - 1]; }
    render();
  }
  const dt = (iso) => new Date(iso + 'T00:00:00Z');
  const fmt = (iso, o) => dt(iso).toLocaleDateString('en-GB', Object.assign({ timeZone: 'UTC' }, o || { weekday: 'short', day: 'numeric', month: 'short' }));
  const nights = () => (D.depart && D.ret ? Math.round((dt(D.ret) - dt(D.depart)) / 86400000) : 0);
  const destOf = (code) => T.destinations.find((x) => x.code === code);
  const fareOf = (id) => T.fares.find((f) => f.id === id);
  const hotelOf = (id) => T.hotels.find((h) => h.id === id);
  const paxText = (a, c) => a + (a === 1 ? ' adult' : ' adults') + (c ? ', ' + c + (c === 1 ? ' child' : ' children') : '');
  function total() {
    const f = fareOf(D.fare), h = hotelOf(D.hotel);
    const fl = f ? Math.round(f.price * (D.adults + 0.75 * D.children) * 2) : 0;
    return { fl, ht: h ? h.price * nights() : 0, sum: fl + (h ? h.price * nights() : 0) };
  }

  function header() {
    const h = $('#hsum');
    if (justBooked) { h.innerHTML = '<span class="ok">\u2713 Booked</span> Reference <b>' + esc(justBooked.ref) + '</b> \u2014 a confirmation e-mail is on its way.'; return; }
    if (D.step === 4) {
      const d = destOf(D.dest), f = fareOf(D.fare), ho = hotelOf(D.hotel);
      h.innerHTML = '<b>' + T.origin.code + ' \u2192 ' + d.code + '</b> \u00b7 ' + fmt(D.depart, { day: 'numeric', month: 'short' }) + ' \u2013 ' + fmt(D.ret, { day: 'numeric', month: 'short' }) +
        ' \u00b7 ' + paxText(D.adults, D.children) + ' \u00b7 ' + esc(f ? f.name : '\u2013') + ' \u00b7 ' + (ho ? esc(ho.name) : 'Flight only') + ' \u00b7 <b>Total \u20ac' + total().sum.toLocaleString('en-GB') + '</b>';
    } else {
      h.innerHTML = 'Plan your trip from <b>' + esc(T.origin.city) + ' (' + T.origin.code + ')</b>';
    }
  }
  function steps() {
    const names = ['Where & when', 'Fare', 'Hotel', 'Review'];
    $('#steps').innerHTML = names.map((n, i) => '<div class="st' + (D.step === i + 1 ? ' cur' : '') + (D.step > i + 1 ? ' done' : '') + '"><span class="num">' + (i + 1) + '</span>' + n + '</div>').join('<div class="st-sep"></div>');
  }

  function monthHtml(y, m) {
    const first = new Date(Date.UTC(y, m, 1));
    const lead = (first.getUTCDay() + 6) % 7;
    const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    let h = '<div class="month"><div class="mname">' + first.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }) + '</div><table class="cal"><thead><tr>' +
      ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((x) => '<th>' + x + '</th>').join('') + '</tr></thead><tbody><tr>';
    for (let i = 0; i < lead; i++) h += '<td class="blank"></td>';
    const end = D.ret || (D.depart && hoverDate && hoverDate > D.depart ? hoverDate : null);
    for (let d = 1; d <= days; d++) {
      const iso = y + '-' + String(m + 1).padStart(2, '0') + '-' + String(d).padStart(2, '0');
      const cls = ['day'];
      if (iso < T.today) cls.push('past');
      if (iso === D.depart) cls.push('s-start');
      if (iso === D.ret) cls.push('s-end');
      if (D.depart && end && iso > D.depart && iso < end) cls.push('in-range');
      const price = 59 + ((d * 37 + (m + 1) * 11) % 60);
      h += '<td class="' + cls.join(' ') + '" data-date="' + iso + '"><div class="dn">' + d + '</div><div class="dp">' + (iso < T.today ? '&nbsp;' : '\u20ac' + price) + '</div></td>';
      if ((lead + d) % 7 === 0 && d !== days) h += '</tr><tr>';
    }
    const rest = (7 - ((lead + days) % 7)) % 7;
    for (let i = 0; i < rest; i++) h += '<td class="blank"></td>';
    return h + '</tr></tbody></table></div>';
  }

  function step1() {
    const [y, m] = view;
    const y2 = m === 11 ? y + 1 : y, m2 = (m + 1) % 12;
    const canPrev = y * 12 + m > Number(T.today.slice(0, 4)) * 12 + Number(T.today.slice(5, 7)) - 1;
    return '<h2>Where to?</h2><div class="dests">' + T.destinations.map((d) =>
      '<div class="dest' + (D.dest === d.code ? ' selected' : '') + '" data-dest="' + d.code + '"><div class="dcity">' + esc(d.city) + '</div><div class="dair">' + esc(d.airport) + ' (' + d.code + ')</div></div>').join('') + '</div>' +
      '<h2>When?</h2><div class="calwrap"><span class="nav prev' + (canPrev ? '' : ' dis') + '">\u2039</span>' + monthHtml(y, m) + monthHtml(y2, m2) + '<span class="nav next">\u203a</span></div>' +
      '<div class="datesum">' + (D.depart ? 'Depart <b>' + fmt(D.depart) + '</b>' : 'Pick your departure date') + (D.depart ? (D.ret ? ' \u2192 Return <b>' + fmt(D.ret) + '</b> \u00b7 ' + nights() + ' nights' : ' \u2192 now pick your return date') : '') +
      (D.depart ? ' <span class="link clear-dates">Clear dates</span>' : '') + '</div>' +
      '<h2>Who\u2019s travelling?</h2><div class="paxes">' +
      '<div class="pax"><div><span class="pl">Adults</span><span class="ph">12+ years</span></div><span class="stp" data-k="adults" data-d="-1">\u2212</span><span class="pv">' + D.adults + '</span><span class="stp" data-k="adults" data-d="1">+</span></div>' +
      '<div class="pax"><div><span class="pl">Children</span><span class="ph">2\u201311 years</span></div><span class="stp" data-k="children" data-d="-1">\u2212</span><span class="pv">' + D.children + '</span><span class="stp" data-k="children" data-d="1">+</span></div></div>' +
      '<div class="actions"><span class="err" id="err"></span><button class="btn primary go" data-to="2">Continue</button></div>';
  }
  function step2() {
    return '<h2>Choose your fare</h2><p class="muted">Prices per passenger, each way. Children pay 75% of the adult fare.</p><div class="fares">' + T.fares.map((f) =>
      '<div class="fare' + (D.fare === f.id ? ' selected' : '') + '" data-fare="' + f.id + '"><div class="fname">' + esc(f.name) + '</div><div class="fprice">\u20ac' + f.price + '</div><ul>' +
      f.perks.map((p) => '<li>' + esc(p) + '</li>').join('') + '</ul><div class="fsel">' + (D.fare === f.id ? '\u2713 Selected' : '') + '</div></div>').join('') + '</div>' +
      '<div class="actions"><button class="btn go" data-to="1">Back</button><span class="err" id="err"></span><button class="btn primary go" data-to="3">Continue</button></div>';
  }
  function step3() {
    const d = destOf(D.dest);
    const all = T.hotels.filter((h) => h.cityId === d.cityId);
    const sort = $('#sort') ? $('#sort').value : 'rec';
    const shown = all.filter((h) => h.price <= D.maxPrice).sort((a, b) => (sort === 'rating' ? b.rating - a.rating : (b.rating * 40 - b.price / 10 + (b.reviews % 7)) - (a.rating * 40 - a.price / 10 + (a.reviews % 7))));
    const pct = ((D.maxPrice - MIN) / (MAX - MIN)) * 100;
    return '<h2>Stay in ' + esc(d.city) + '?</h2><div class="filters"><div class="fl"><span>Max price per night</span><b id="mpv">\u20ac' + D.maxPrice + '</b></div>' +
      '<div class="slider" id="slider"><div class="track"><div class="fill" style="width:' + pct + '%"></div></div><div class="handle" tabindex="0" style="left:' + pct + '%"></div></div>' +
      '<div class="fl"><span class="muted">Showing ' + shown.length + ' of ' + all.length + ' hotels</span><span class="sp"></span><span>Sort</span> <select id="sort"><option value="rec"' + (sort === 'rec' ? ' selected' : '') + '>Recommended</option><option value="rating"' + (sort === 'rating' ? ' selected' : '') + '>Guest rating</option></select></div></div>' +
      '<div class="hotels">' + shown.map((h) => '<div class="hotel' + (D.hotel === h.id ? ' selected' : '') + '" data-hotel="' + h.id + '"><div class="himg" style="background:hsl(' + ((h.reviews * 7) % 360) + ',45%,70%)"></div><div class="hinfo"><div class="hname">' + esc(h.name) + '</div><div class="muted">' + esc(h.area) + ' \u00b7 ' + h.rating.toFixed(1) + ' \u2605 (' + h.reviews + ' reviews)</div></div>' +
        '<div class="hprice">\u20ac' + h.price + '<span class="muted"> / night</span></div><button class="btn sel-h">' + (D.hotel === h.id ? 'Selected \u2713' : 'Select') + '</button></div>').join('') +
      (shown.length ? '' : '<div class="muted empty">No hotels under this price.</div>') + '</div>' +
      '<div class="actions"><button class="btn go" data-to="2">Back</button><span class="link no-hotel">Continue without a hotel</span><button class="btn primary go" data-to="4">Continue</button></div>';
  }
  function step4() {
    const d = destOf(D.dest), f = fareOf(D.fare), h = hotelOf(D.hotel), t = total();
    return '<h2>Review your trip</h2><table class="rev">' +
      '<tr><td>Route</td><td>' + esc(T.origin.city) + ' (' + T.origin.code + ') \u2192 ' + esc(d.city) + ' ' + esc(d.airport) + ' (' + d.code + '), return</td></tr>' +
      '<tr><td>Dates</td><td>' + fmt(D.depart) + ' \u2013 ' + fmt(D.ret) + ' (' + nights() + ' nights)</td></tr>' +
      '<tr><td>Travellers</td><td>' + paxText(D.adults, D.children) + '</td></tr>' +
      '<tr><td>Fare</td><td>' + esc(f.name) + ' \u2014 \u20ac' + t.fl + '</td></tr>' +
      '<tr><td>Hotel</td><td>' + (h ? esc(h.name) + ' \u2014 ' + nights() + ' \u00d7 \u20ac' + h.price + ' = \u20ac' + t.ht : 'None') + '</td></tr></table>' +
      '<p class="muted small">Total shown in the header includes taxes and fees.</p>' +
      '<div class="actions"><button class="btn go" data-to="3">Back</button><span class="err" id="err"></span><button class="btn primary" id="confirm">Confirm and pay</button></div>';
  }
  function trips() {
    $('#trips').innerHTML = '<h3>My trips</h3>' + T.bookings.slice().reverse().map((b) => {
      const d = destOf(b.dest);
      return '<div class="trip ' + b.status + '"><div class="tr1"><b>' + T.origin.code + ' \u2192 ' + b.dest + '</b> <span class="muted">' + esc(d.city) + '</span></div><div class="muted">' + fmt(b.depart, { day: 'numeric', month: 'short' }) + ' \u2013 ' + fmt(b.ret, { day: 'numeric', month: 'short' }) + ' \u00b7 ' + paxText(b.adults, b.children) + '</div>' +
        '<div class="tr2"><span class="ref">' + b.ref + '</span>' + (b.status === 'cancelled' ? '<span class="badge">Cancelled</span>' : (confirmCancel === b.ref ? '<span class="muted">Cancel this trip?</span><span class="link yes" data-ref="' + b.ref + '">Yes</span><span class="link no">No</span>' : '<span class="link cancel" data-ref="' + b.ref + '">Cancel</span>')) + '</div></div>';
    }).join('');
  }
  function render() {
    if (!T) return;
    header(); steps(); trips();
    const hadFocus = document.activeElement && document.activeElement.classList.contains('handle');
    const body = [null, step1, step2, step3, step4][D.step]();
    $('#panel').innerHTML = body;
    if (hadFocus && $('#slider .handle')) $('#slider .handle').focus();
  }
  function err(msg) { const e = $('#err'); if (e) e.textContent = msg; }
  function canGo(to) {
    if (to <= D.step) return true;
    if (D.step === 1) { if (!D.depart || !D.ret) return err('Please choose departure and return dates.'), false; }
    if (D.step === 2 && !D.fare) return err('Please choose a fare.'), false;
    return true;
  }

  // ---- events ----
  document.addEventListener('click', async (e) => {
    const t = e.target;
    const dest = t.closest('.dest');
    if (dest) return patch({ dest: dest.dataset.dest, hotel: null });
    const day = t.closest('td.day');
    if (day && !day.classList.contains('past')) {
      const iso = day.dataset.date;
      if (!D.depart || D.ret) return patch({ depart: iso, ret: null });
      if (iso <= D.depart) return patch({ depart: iso });
      return patch({ ret: iso });
    }
    if (t.closest('.clear-dates')) return patch({ depart: null, ret: null });
    const nav = t.closest('.nav');
    if (nav && !nav.classList.contains('dis')) {
      let [y, m] = view; m += nav.classList.contains('next') ? 1 : -1;
      if (m < 0) { m = 11; y--; } if (m > 11) { m = 0; y++; }
      view = [y, m]; return render();
    }
    const stp = t.closest('.stp');
    if (stp) {
      const k = stp.dataset.k, v = D[k] + Number(stp.dataset.d);
      const lim = k === 'adults' ? [1, 9] : [0, 8];
      if (v < lim[0] || v > lim[1] || (Number(stp.dataset.d) > 0 && D.adults + D.children >= 9)) return;
      return patch({ [k]: v });
    }
    const fare = t.closest('.fare');
    if (fare) return patch({ fare: fare.dataset.fare });
    if (t.closest('.sel-h')) { const id = t.closest('.hotel').dataset.hotel; return patch({ hotel: D.hotel === id ? null : id }); }
    if (t.closest('.no-hotel')) return patch({ hotel: null, step: 4 });
    const go = t.closest('.go');
    if (go) { const to = Number(go.dataset.to); if (canGo(to)) { justBooked = null; return patch({ step: to }); } return; }
    if (t.id === 'confirm') {
      t.disabled = true;
      try { await queue; justBooked = await api('POST', '/api/bookings'); } catch (x) { t.disabled = false; return err('Could not complete booking.'); }
      T = await api('GET', '/api/trip'); D = T.draft; render(); window.scrollTo(0, 0); return;
    }
    if (t.closest('.cancel')) { confirmCancel = t.dataset.ref; return trips(); }
    if (t.closest('.no')) { confirmCancel = null; return trips(); }
    if (t.closest('.yes')) { await api('POST', '/api/bookings/' + t.dataset.ref + '/cancel'); confirmCancel = null; T = await api('GET', '/api/trip'); D = T.draft; return render(); }
  });
  document.addEventListener('change', (e) => { if (e.target.id === 'sort') render(); });
  document.addEventListener('mouseover', (e) => {
    const day = e.target.closest && e.target.closest('td.day');
    const v = day && D && D.depart && !D.ret ? day.dataset.date : null;
    if (v !== hoverDate) {
      hoverDate = v;
      if (D && D.step === 1 && D.depart && !D.ret) document.querySelectorAll('td.day').forEach((c) => c.classList.toggle('in-range', !!hoverDate && c.dataset.date > D.depart && c.dataset.date < hoverDate));
    }
  });

  // ---- custom slider ----
  let dragging = false;
  function showSlider(v) {
    const pct = ((v - MIN) / (MAX - MIN)) * 100;
    const s = $('#slider'); if (!s) return;
    $('.fill', s).style.width = pct + '%'; $('.handle', s).style.left = pct + '%'; $('#mpv').textContent = '\u20ac' + v;
  }
  function valFromX(x) {
    const r = $('#slider').getBoundingClientRect();
    const pct = Math.min(1, Math.max(0, (x - r.left) / r.width));
    return Math.round((MIN + pct * (MAX - MIN)) / STEP) * STEP;
  }
  let pending = null;
  function commitPrice(v) {
    const ch = { maxPrice: v };
    const h = hotelOf(D.hotel);
    if (h && h.price > v) ch.hotel = null;
    patch(ch);
  }
  document.addEventListener('pointerdown', (e) => {
    const s = e.target.closest && e.target.closest('#slider');
    if (!s) return;
    e.preventDefault();
    dragging = true; pending = valFromX(e.clientX); showSlider(pending);
    $('.handle', s).focus();
  });
  document.addEventListener('pointermove', (e) => { if (dragging) { pending = valFromX(e.clientX); showSlider(pending); } });
  document.addEventListener('pointerup', () => { if (dragging) { dragging = false; commitPrice(pending); } });
  let keyTimer = null;
  document.addEventListener('keydown', (e) => {
    if (!e.target.classList || !e.target.classList.contains('handle')) return;
    const delta = { ArrowRight: STEP, ArrowUp: STEP, ArrowLeft: -STEP, ArrowDown: -STEP, PageUp: 50, PageDown: -50 }[e.key];
    let v = D.maxPrice;
    if (delta) v = Math.min(MAX, Math.max(MIN, (pending != null && keyTimer ? pending : v) + delta));
    else if (e.key === 'Home') v = MIN; else if (e.key === 'End') v = MAX; else return;
    e.preventDefault();
    pending = v; showSlider(v);
    clearTimeout(keyTimer);
    keyTimer = setTimeout(() => { keyTimer = null; commitPrice(pending); }, 400);
  });

  load();
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f5f9;color:#1b2433}
header{background:#0b3d91;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:18px;position:sticky;top:0;z-index:5}
.logo{font-weight:800;font-size:18px;letter-spacing:.02em}#hsum{flex:1;font-size:14px}#hsum .ok{background:#2fbf71;color:#fff;border-radius:4px;padding:2px 6px;margin-right:6px}
.hlinks span{opacity:.8;margin-left:14px;font-size:13px}
#steps{display:flex;align-items:center;gap:8px;padding:14px 24px;background:#fff;border-bottom:1px solid #e1e6ef}
.st{display:flex;align-items:center;gap:6px;color:#8a94a6}.st .num{width:22px;height:22px;border-radius:50%;border:2px solid currentColor;display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700}
.st.cur{color:#0b3d91;font-weight:600}.st.done{color:#2fbf71}.st-sep{flex:0 0 30px;height:2px;background:#dbe1ea}
.wrap{display:flex;gap:20px;padding:20px 24px;align-items:flex-start}#panel{flex:1;background:#fff;border-radius:10px;padding:18px 22px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
#trips{width:260px;background:#fff;border-radius:10px;padding:14px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}#trips h3{margin:0 0 8px;font-size:15px}
.trip{border-top:1px solid #eef1f6;padding:8px 0}.trip.cancelled .tr1{text-decoration:line-through;opacity:.6}.tr2{display:flex;gap:8px;align-items:center;margin-top:3px}.ref{font-family:ui-monospace,monospace;font-size:12px;color:#5b6577;flex:1}
.badge{background:#fde2e1;color:#b42318;border-radius:4px;padding:0 6px;font-size:12px}
h2{font-size:16px;margin:14px 0 10px}h2:first-child{margin-top:0}.muted{color:#6b7588}.small{font-size:12px}
.dests{display:flex;flex-wrap:wrap;gap:10px}.dest{border:1.5px solid #d6dce6;border-radius:8px;padding:8px 12px;cursor:pointer;min-width:140px}.dest:hover{border-color:#7a9be0}
.dest.selected,.fare.selected,.hotel.selected{border-color:#0b3d91;background:#eef3ff;box-shadow:0 0 0 1px #0b3d91}.dcity{font-weight:600}.dair{font-size:12px;color:#6b7588}
.calwrap{display:flex;gap:18px;align-items:flex-start}.nav{font-size:26px;line-height:1;cursor:pointer;padding:0 6px;color:#0b3d91;user-select:none;margin-top:2px}.nav.dis{color:#c9cfd9;cursor:default}
.mname{text-align:center;font-weight:600;margin-bottom:4px}.cal{border-collapse:collapse}.cal th{font-size:11px;color:#8a94a6;font-weight:500;padding:2px}
.cal td{width:44px;height:42px;text-align:center;vertical-align:middle;border-radius:6px;user-select:none}.cal td.day{cursor:pointer}.cal td.day:hover{background:#e8eefb}
.cal td.past{color:#c3c9d3;cursor:default}.cal td.past:hover{background:none}.dn{font-weight:600}.dp{font-size:10px;color:#2f8f5b}
.cal td.in-range{background:#dce6fb;border-radius:0}.cal td.s-start,.cal td.s-end{background:#0b3d91!important;color:#fff}.cal td.s-start .dp,.cal td.s-end .dp{color:#cfe0ff}
.datesum{margin:8px 0 4px}.link{color:#0b5bd3;cursor:pointer;text-decoration:underline}
.paxes{display:flex;gap:30px}.pax{display:flex;align-items:center;gap:10px}.pl{font-weight:600;display:block}.ph{font-size:12px;color:#6b7588}
.stp{width:30px;height:30px;border:1.5px solid #0b3d91;color:#0b3d91;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:18px;cursor:pointer;user-select:none}.stp:hover{background:#eef3ff}
.pv{min-width:18px;text-align:center;font-weight:700;font-size:16px}
.actions{display:flex;align-items:center;gap:14px;margin-top:22px;justify-content:flex-end}.err{color:#c0362c;flex:1;text-align:right}
.btn{font:inherit;border:1px solid #c6cedb;background:#fff;border-radius:6px;padding:8px 16px;cursor:pointer}.btn.primary{background:#0b3d91;color:#fff;border-color:#0b3d91}
.fares{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.fare{border:1.5px solid #d6dce6;border-radius:10px;padding:12px;cursor:pointer}.fare:hover{border-color:#7a9be0}
.fname{font-weight:700}.fprice{font-size:22px;font-weight:700;color:#0b3d91}.fare ul{padding-left:18px;margin:6px 0;font-size:13px;color:#404a5c}.fsel{color:#0b3d91;font-weight:600;height:20px}
.filters{background:#f6f8fc;border-radius:8px;padding:10px 14px;margin-bottom:12px}.fl{display:flex;gap:10px;align-items:center}.sp{flex:1}
.slider{position:relative;height:28px;margin:4px 10px;cursor:pointer;touch-action:none}.track{position:absolute;top:12px;left:0;right:0;height:4px;background:#d6dce6;border-radius:2px}
.fill{height:100%;background:#0b3d91;border-radius:2px}.handle{position:absolute;top:5px;width:18px;height:18px;margin-left:-9px;border-radius:50%;background:#fff;border:2px solid #0b3d91;box-shadow:0 1px 3px rgba(0,0,0,.3)}
.handle:focus{outline:3px solid #9fbaf0}
.hotels{display:flex;flex-direction:column;gap:10px}.hotel{display:flex;align-items:center;gap:14px;border:1.5px solid #d6dce6;border-radius:10px;padding:10px}
.himg{width:70px;height:52px;border-radius:6px}.hinfo{flex:1}.hname{font-weight:600}.hprice{font-weight:700;font-size:16px;min-width:110px;text-align:right}.empty{padding:20px;text-align:center}
.rev td{padding:6px 14px 6px 0;vertical-align:top}.rev td:first-child{color:#6b7588;width:100px}
footer{padding:14px 24px;color:#7b8597;font-size:12px}
`;

const PAGE = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SkyHop \u2013 Book flights & hotels</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body>
<header><span class="logo">\u2708 SkyHop</span><div id="hsum"></div><div class="hlinks"><span>EUR \u20ac</span><span>Help</span></div></header>
<div id="steps"></div>
<div class="wrap"><div id="panel">Loading\u2026</div><aside id="trips"></aside></div>
<footer>Prices are per booking and include taxes. Fares shown are for today, 1 July 2024. \u00b7 SkyHop Ltd.</footer>
<script>(${client.toString()})();</script>
</body></html>`;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(PAGE());
    }
    if (req.method === 'GET' && url.pathname === '/__state') return json(res, 200, state);
    if (req.method === 'POST' && url.pathname === '/__reset') { state = initialState(); return json(res, 200, { ok: true }); }
    if (url.pathname.startsWith('/api/')) return await api(req, res, url);
    if (url.pathname === '/favicon.ico') { res.writeHead(204); return res.end(); }
    json(res, 404, { error: 'not found' });
  } catch (err) {
    json(res, 500, { error: String(err && err.message) });
  }
});

if (require.main === module) {
  const port = Number(process.argv[2]) || 5402;
  server.listen(port, '127.0.0.1', () => console.log('travel listening on http://127.0.0.1:' + port));
}
module.exports = { initialState };
