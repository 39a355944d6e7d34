class Celsius {
  constructor(public value: number) {}
}
class Fahrenheit {
  constructor(public value: number) {}
}
function show(t: { value: number }): string {
  return t.value.toFixed(1);
}
const f: Fahrenheit = new Celsius(10);
console.log(show(f), show(new Fahrenheit(50)));
