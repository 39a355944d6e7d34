interface Res {
  status: number;
}
declare function h(): Res | Promise<Res>;
declare function fetchRes(): Promise<Res>;
const cached: Res | undefined = undefined;
const a = async (): Promise<Res> => h();
const b = async (): Promise<Res> => cached ?? fetchRes();
async function c(flag: boolean): Promise<Res> {
  return flag ? h() : fetchRes();
}
const d = await Promise.resolve(1).then(() => h());
console.log(d.status);
const e = await Promise.all([h(), fetchRes(), { status: 1 }]);
console.log(e[0].status + e[1].status);
const f: Res = await Promise.resolve(h());
const g = await Promise.race([h(), fetchRes()]);
console.log(g.status, f, a, b, c);
async function* gen(): AsyncGenerator<Res> {
  yield h();
}
for await (const r of gen()) console.log(r.status);
const handlers: Array<() => Res | Promise<Res>> = [() => ({ status: 1 }), async () => ({ status: 2 })];
const all = await Promise.all(handlers.map((fn) => fn()));
console.log(all.map((r) => r.status));
