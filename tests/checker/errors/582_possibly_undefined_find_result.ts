interface Item { sku: string; price: number }
const items: Item[] = [{ sku: "a", price: 1 }];
const found = items.find((i) => i.sku === "b");
console.log(found.price);
