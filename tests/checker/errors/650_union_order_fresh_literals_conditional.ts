function mode(fast: boolean) {
  return fast ? "zeta" : "map";
}
const m: number = mode(true);
console.log(m);
