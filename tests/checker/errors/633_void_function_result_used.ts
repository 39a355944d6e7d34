function log(msg: string): void {
  console.log(msg);
}
const r: string = log("x");
console.log(r);
