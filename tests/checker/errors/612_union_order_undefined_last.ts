function maybe(n: number) {
  return n > 0 ? n : undefined;
}
const r: string = maybe(1);
console.log(r);
