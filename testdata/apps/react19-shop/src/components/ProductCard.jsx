// Produktkarte — Café © (non-ASCII before the edits, on purpose)
export default function ProductCard({ product, onAdd }) {
  return (
    <li className="product">
      <img src={`/img/${product.slug}.svg`} width="240" height="180" />
      <h2>{product.name}</h2>
      <p className="price">{product.price}</p>
      <button className="add" type="button" onClick={() => onAdd(product)}>Add to cart</button>
    </li>
  );
}
