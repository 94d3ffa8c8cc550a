import { useState } from 'react';
import ProductCard from './components/ProductCard.jsx'; import IconLink, { CartIcon, HeartIcon } from './components/IconLink.jsx';

const products = [
  { slug: 'blue-ceramic-mug', name: 'Blue ceramic mug', price: '$18.00' },
  { slug: 'linen-tote-bag', name: 'Linen tote bag', price: '$32.00' },
  { slug: 'walnut-desk-lamp', name: 'Walnut desk lamp', price: '$89.00' },
];

const recent = [
  { slug: 'linen-tote-bag', name: 'Linen tote bag' },
  { slug: 'blue-ceramic-mug', name: 'Blue ceramic mug' },
];

// A list rendered from an array prop, in the same file as its items.
function Recent({ items }) {
  return (
    <ul className="recent">{items.map((r) => <li key={r.slug}><img src={`/img/${r.slug}.svg`} width="60" height="45" /> <span>{r.name}</span></li>)}</ul>
  );
}

// A field whose visible words come from a prop; used once.
function Field({ label, type, name }) {
  return <p className="field"><span>{label}</span> <input type={type} name={name} /></p>;
}

export default function App() {
  const [cart, setCart] = useState([]);
  const add = (p) => setCart((c) => [...c, p]);
  return (
    <>
      <header>
        <a href="/" className="logo"><img src="/img/logo-northwind.svg" alt="Northwind Outfitters" /></a>
        <form className="search" role="search" onSubmit={(e) => e.preventDefault()}>
          <input type="search" name="q" placeholder="Search products" />
          {/* é — */}<button type="submit" className="search-btn"><svg className="icon" viewBox="0 0 20 20"><path d="M8 2a6 6 0 104.5 10l4 4 1.5-1.5-4-4A6 6 0 008 2zm0 2a4 4 0 110 8 4 4 0 010-8z" /></svg></button>
        </form>
        <IconLink href="/cart" className="cart-link" icon={<CartIcon />} /> <IconLink href="/wishlist" className="wishlist-link" icon={<HeartIcon />} /> <a href="#alerts" className="alerts"><Bell /></a>
      </header>
      <main>
        <h1>Everyday goods</h1>
        <ul className="products">
          {products.map((p) => <ProductCard key={p.slug} product={p} onAdd={add} />)}
        </ul>
        <section className="staff-pick">
          <h2>Staff pick of the week</h2>
          <img src="/img/IMG_2041.svg" width="240" height="180" />
        </section>
        <h2>Recently viewed</h2>
        <Recent items={recent} />
        <form className="signup" onSubmit={(e) => e.preventDefault()}>
          <Field label="Postcode" type="text" name="postcode" />
          Email <input type="email" name="email" />
          <button type="submit">Sign up</button>
        </form>
        <p className="cart-count">{cart.length} in your cart</p>
        <div className="promise">Our promise to you</div>
        <p>Every order ships within two working days, packed without plastic.</p>
        <ul className="perks">
          {['Free returns', 'Plastic-free packing', 'Repairs for life'].map((p) => <div key={p} className="perk">{p}</div>)}
        </ul>
      </main>
      <footer>
        <p className="fine">Prices include sales tax. Free returns within 30 days.</p>
        <p style={{ color: '#b8b8b8', fontSize: '12px' }}>Questions? Write to help@example.com</p>
        <p className="text-xs text-gray-400">Gift cards never expire.</p>
      </footer>
    </>
  );
}

// An icon as icon libraries draw it (lucide-react): a component named for
// what it shows, whose <svg> says nothing of it.
function Bell() {
  return <svg className="h-5 w-5" viewBox="0 0 20 20" width="20" height="20"><path d="M10 2a6 6 0 00-6 6v3l-2 3h16l-2-3V8a6 6 0 00-6-6zm-2 14a2 2 0 004 0z" /></svg>;
}
