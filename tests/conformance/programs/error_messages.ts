// The messages of errors the runtime throws, as node words them.
function show(fn: () => unknown) {
  try {
    fn();
    console.log("no error");
  } catch (e: any) {
    console.log(e.name + ": " + e.message);
  }
}
const obj: any = { a: { b: 1 }, n: null, fnProp: 5, list: [1, 2] };
const undef: any = undefined;
const nul: any = null;
show(() => undef.x);
show(() => nul.x);
show(() => obj.missing.x);
show(() => obj.n.length);
show(() => obj.a.b.c.d);
show(() => undef[0]);
show(() => nul["key"]);
show(() => (undef.x = 1));
show(() => (nul.y = 2));
show(() => obj.fnProp());
show(() => obj.nothing());
show(() => obj.a.b());
show(() => undef());
const notFn: any = 42;
show(() => notFn());
const str: any = "text";
show(() => str());
show(() => obj.list.mapp((x: number) => x));
// @ts-ignore
show(() => notDefinedAnywhere);
// @ts-ignore
show(() => notDefinedAnywhere + 1);
// @ts-ignore
show(() => (undeclaredAssign = 5));
show(() => [].reduce((a: number, b: number) => a + b));
show(() => null as any as number);
console.log("still running");
