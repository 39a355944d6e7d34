interface Order {
  id: number;
  items: { sku: string; qty: number }[];
  status: "new" | "shipped";
}
type Item = Order["items"][number];
type Status = Order["status"];
const it: Item = { sku: "x", qty: 2 };
const st: Status = "shipped";
console.log(it, st);
