function logAll(prefix: string, first: string, ...rest: string[]): void {
  console.log(prefix, first, ...rest);
}
logAll("x");
