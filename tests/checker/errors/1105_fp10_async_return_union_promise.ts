interface Res {
  status: number;
}
declare function h(): Res | Promise<Res>;
async function g(): Promise<string> {
  return h();
}
async function k(flag: boolean): Promise<number> {
  const x = flag ? "one" : Promise.resolve(2);
  return x;
}
async function inferred() {
  return h();
}
const r: Promise<number> = inferred();
async function arrow(): Promise<Res> {
  const x: Res | Promise<Res> | null = null;
  return x;
}
console.log(g, k, r, arrow);
