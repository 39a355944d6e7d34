const stock = new Map<string, number>();
stock.set("apple", 3);
const left = stock.get("apple") - 1;
console.log(left);
