// Private static fields and #x in obj checks across subclasses.
class Base { static #count = 0; #tag = "base"; constructor() { Base.#count++; } static count() { return Base.#count; } static has(o: object) { return #tag in o; } }
class Derived extends Base {}
new Base(); new Derived(); new Derived();
console.log(Base.count(), Base.has(new Derived()), Base.has({}), Derived.count());
