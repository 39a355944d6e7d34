interface Product {
  id: string;
  price: number;
}
const products: Product[] = inputs.products;
const p = products.find((x) => x.id === "abc");
console.log(p.price);
