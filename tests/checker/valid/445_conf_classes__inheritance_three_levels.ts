// Constructors run top-down across three levels; fields initialised after each super() returns.
const order: string[] = [];
class A { a = order.push("A field"); constructor() { order.push("A ctor"); } }
class B extends A { b = order.push("B field"); constructor() { super(); order.push("B ctor"); } }
class C extends B { c = order.push("C field"); constructor() { order.push("C before super"); super(); order.push("C ctor"); } }
const c = new C();
console.log(order);
console.log(c);
