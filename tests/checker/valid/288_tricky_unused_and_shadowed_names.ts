const value = 1;
function f(value: string): string {
  const inner = (value: number) => value * 2;
  return value + inner(2);
}
console.log(f("x"), value);
