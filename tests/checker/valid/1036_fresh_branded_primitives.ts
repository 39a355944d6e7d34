// Branded primitives (`number & { __brand }`) are numbers and strings to arithmetic, comparison,
// concatenation and assignment: an intersection is assignable where one of its members is.
type Cents = number & { readonly __brand?: "cents" };
type UserId = string & { readonly __brand: "user" };
const cents = (n: number) => Math.round(n) as Cents;
const uid = (s: string) => s as UserId;
const prices: Cents[] = [cents(1299), cents(350)];
const subtotal: Cents = cents(prices.reduce((s, p) => s + p, 0));
const tax = subtotal * 0.2;
const over = subtotal > 1000 && subtotal - 1 >= 0;
const fmt = (m: Cents) => `$${(m / 100).toFixed(2)}`;
const id = uid("u-1");
const key: string = id + ":" + id.length;
const sorted = [uid("b"), uid("a")].sort((x, y) => (x < y ? -1 : 1));
console.log(fmt(subtotal), tax, over, Math.max(...prices), key, sorted.join(","));
