interface Res {
  status: number;
}
declare function h(): Res | Promise<Res>;
const f = async (): Promise<Res> => {
  return h();
};
async function g(): Promise<Res> {
  return h();
}
async function k(): Promise<number> {
  const x: number | Promise<number> = Math.random() > 0.5 ? 1 : Promise.resolve(2);
  return x;
}
console.log(f, g, k);
