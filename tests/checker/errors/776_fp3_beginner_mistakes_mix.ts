interface Product {
  name: string;
  price: number;
  tags?: string[];
}

const products: Product[] = [
  { name: "pen", price: 1.5 },
  { name: "book", price: 12, tags: ["paper"] },
];

function add(a, b) {
  return a + b;
}

const found = products.find((p) => p.name === "book");
console.log(found.price);

function priceOf(key: string) {
  const p = products[0];
  return p[key];
}

let count = 5;
count = "five";

const total: number = parseInt(products[0].price);
console.log(products[1].tags.length, add(1, 2), priceOf("name"), total);

function label(p: Product): string {
  if (p.price > 10) {
    return "expensive";
  } else if (p.price > 1) {
    return "ok";
  }
}
console.log(label(products[0]), window.location);
