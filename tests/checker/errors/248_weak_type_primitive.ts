interface Partialish {
  a?: number;
  b?: string;
}
function take(p: Partialish): void {
  console.log(p);
}
take(42);
