// Instances compare by identity; custom equals; instances as Map keys.
class V { constructor(public x: number) {} equals(o: V) { return this.x === o.x; } }
const a = new V(1), b = new V(1);
console.log(a === b, a == b, a.equals(b), new Map([[a, "a"]]).get(b), new Set([a, b, a]).size, [a].includes(b), [a].indexOf(a));
