interface Product {
  name: string;
  price: number;
}

const products: Product[] = inputs.products;
for (const p of products) {
  console.log(`${p.name}: ${p.price} (${p.category})`);
}
