type Unit = "c" | "f";

class Thermometer<Tag extends string> {
  #celsius = 0;
  readonly readings: number[] = [];
  constructor(readonly tag: Tag) {}

  get celsius(): number { return this.#celsius; }
  set celsius(v: number | `${number}`) {
    this.#celsius = typeof v === "number" ? v : Number(v);
    this.readings.push(this.#celsius);
  }

  get fahrenheit(): number { return this.#celsius * 9 / 5 + 32; }
  set fahrenheit(v: number | string) { this.celsius = (Number(v) - 32) * 5 / 9; }

  read(unit: Unit): string {
    const value = unit === "c" ? this.celsius : this.fahrenheit;
    return `${this.tag}: ${value.toFixed(1)}°${unit.toUpperCase()}`;
  }
}

const kitchen = new Thermometer("kitchen");
kitchen.celsius = "21.5";
console.log(kitchen.read("c"), kitchen.read("f"));
kitchen.fahrenheit = "212";
console.log(kitchen.read("c"));
kitchen.celsius = 4;
const avg = kitchen.readings.reduce((a, b) => a + b, 0) / kitchen.readings.length;
console.log(avg.toFixed(2), kitchen.tag.length);

function calibrate<T extends string>(t: Thermometer<T>, offsets: (number | string)[]) {
  for (const o of offsets) t.fahrenheit = o;
  return t.celsius;
}
console.log(calibrate(new Thermometer("lab"), [32, "50"]).toFixed(1));
