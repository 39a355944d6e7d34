function logIt(msg: string): void {
  console.log(msg);
}
const r: string = logIt("x");
