class Temperature {
  private celsius = 0;
  get fahrenheit(): number {
    return this.celsius * 1.8 + 32;
  }
  set fahrenheit(f: number) {
    this.celsius = (f - 32) / 1.8;
  }
  get c(): number {
    return this.celsius;
  }
}
const t = new Temperature();
t.fahrenheit = 212;
console.log(t.c, t.fahrenheit);
