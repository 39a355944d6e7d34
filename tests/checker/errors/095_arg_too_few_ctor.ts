class Range {
  constructor(public start: number, public end: number) {}
}
const r = new Range(1);
console.log(r);
