function pick(n: number) {
  if (n > 10) return 2;
  if (n > 5) return 1;
  return 0;
}
const label: string = pick(3);
console.log(label);
