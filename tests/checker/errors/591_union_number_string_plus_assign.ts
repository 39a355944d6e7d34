function parse(v: string | number): number {
  return v * 2;
}
console.log(parse(1));
