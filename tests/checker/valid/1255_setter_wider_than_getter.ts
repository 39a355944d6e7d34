// TS 5.1's unrelated accessor types: a setter may take a wider type than its getter returns
// (`set celsius(v: number | string)`), and an assignment is checked against the setter. It was
// checked against the getter's type (TS2322 on `t.celsius = "21.5"`), in classes and object literals.
class Temperature {
  #c = 0;
  get celsius(): number {
    return this.#c;
  }
  set celsius(v: number | string) {
    this.#c = typeof v === "string" ? parseFloat(v) : v;
  }
}
class Word {
  #v = "";
  set value(v: string | string[]) {
    this.#v = Array.isArray(v) ? v.join("") : v;
  }
  get value(): string {
    return this.#v;
  }
}
const t = new Temperature();
t.celsius = "21.5";
const w = new Word();
w.value = ["a", "b"];
const counter = {
  _n: 0,
  get n(): number {
    return this._n;
  },
  set n(v: number | boolean) {
    this._n = Number(v);
  },
};
counter.n = true;
console.log(t.celsius.toFixed(1), w.value.toUpperCase(), counter.n + 1);
