declare const brand: unique symbol;
type UserId = string & { readonly [brand]: "UserId" };
type E = { readonly [brand]: "Cents"; note?: string };
declare const e: E;
const y: { qty: number } = e;
const z: E = 5;
const id: UserId = "u1";
console.log(y, z, id);
