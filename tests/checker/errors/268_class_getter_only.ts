class Temperature {
  constructor(private celsius: number) {}
  get fahrenheit(): number {
    return this.celsius * 1.8 + 32;
  }
}
const t = new Temperature(20);
t.fahrenheit = 80;
