// A setter declared with the getter's own type still refuses other types.
class Temperature {
  #c = 0;
  get celsius(): number {
    return this.#c;
  }
  set celsius(v: number) {
    this.#c = v;
  }
}
const t = new Temperature();
t.celsius = "21.5";
console.log(t.celsius);
