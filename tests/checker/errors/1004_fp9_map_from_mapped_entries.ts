// new Map(xs.map((x) => [k, v])) and Object.fromEntries(xs.map(...)): the callback's array
// literal is a tuple in the context of the entries' `readonly [K, V]`, so the map is Map<K, V>
// (was Map<any, any>: every mistake below was missed).
interface Product { sku: string; name: string; price: number }
const products: Product[] = [{ sku: "A1", name: "Desk", price: 240 }];
const bySku = new Map(products.map((p) => [p.sku, p]));
console.log(bySku.get("A1").price);
const priceOf = Object.fromEntries(products.map((p) => [p.sku, p.price]));
const label: string = priceOf["A1"];
const names = new Map(products.map((p, i) => [i, p.name]));
names.set("x", "y");
const total = [...bySku.values()].reduce((s, p) => s + p.cost, 0);
