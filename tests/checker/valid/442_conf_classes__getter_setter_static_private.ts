// Static accessors and a static private counter shared by instances.
class Id {
  static #next = 1;
  static get peek() { return Id.#next; }
  static set peek(v: number) { Id.#next = v; }
  readonly id = Id.#next++;
}
console.log(new Id().id, new Id().id, Id.peek);
Id.peek = 100;
console.log(new Id().id, Id.peek);
