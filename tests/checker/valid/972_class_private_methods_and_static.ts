class IdGen {
  static #next = 1;
  #prefix: string;
  constructor(prefix: string) { this.#prefix = prefix; }
  static #bump(): number { return IdGen.#next++; }
  id(): string { return `${this.#prefix}-${IdGen.#bump()}`; }
}
const ig = new IdGen("u");
console.log(ig.id(), ig.id(), new IdGen("o").id());
