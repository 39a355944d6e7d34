class Temperature {
  private celsius = 0;
  get fahrenheit(): number {
    return this.celsius * 9 / 5 + 32;
  }
  set fahrenheit(f: number) {
    this.celsius = (f - 32) * 5 / 9;
  }
  get c(): number { return this.celsius; }
}
const temp = new Temperature();
temp.fahrenheit = 212;
console.log(temp.c, temp.fahrenheit);
