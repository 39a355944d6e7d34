// Property descriptors of class members and instance fields.
class K { field = 1; method() {} get acc() { return 1; } static st = 2; }
const fmt = (d: PropertyDescriptor | undefined) => d && Object.entries(d).map(([k, v]) => `${k}=${typeof v === "function" ? "fn" : v}`).join(",");
console.log(fmt(Object.getOwnPropertyDescriptor(new K(), "field")));
console.log(fmt(Object.getOwnPropertyDescriptor(K.prototype, "method")));
console.log(fmt(Object.getOwnPropertyDescriptor(K.prototype, "acc")));
console.log(fmt(Object.getOwnPropertyDescriptor(K, "st")), fmt(Object.getOwnPropertyDescriptor(K, "prototype")), fmt(Object.getOwnPropertyDescriptor(K, "name")));
