// toString defined on a base class is used by derived instances in templates and joins.
class Node { constructor(public v: number, public next: Node | null = null) {} toString(): string { return this.next ? `${this.v} -> ${this.next}` : `${this.v}`; } }
const list = new Node(1, new Node(2, new Node(3)));
console.log(`${list}`, String(list), [list, new Node(9)].join(" ; "), "list: " + list);
class Tagged extends Node { toString() { return "<" + super.toString() + ">"; } }
console.log(`${new Tagged(5, new Node(6))}`);
