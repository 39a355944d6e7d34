class Token {
  #secret: string;
  constructor(s: string) { this.#secret = s; }
  static is(x: unknown): x is Token {
    return typeof x === "object" && x !== null && #secret in x;
  }
  reveal(): string { return this.#secret.slice(0, 2) + "***"; }
}
const t: unknown = new Token("abcdef");
if (Token.is(t)) console.log(t.reveal());
