// Optional chaining on properties, indexes and calls.
type User = { name: string; address?: { city?: string; zip?: string }; tags?: string[]; greet?: () => string };
const users: User[] = [
  { name: "ann", address: { city: "Oslo" }, tags: ["a", "b"], greet: () => "hi from ann" },
  { name: "bob" },
];
for (const u of users) {
  console.log(u.name, u.address?.city, u.address?.zip, u.tags?.[1], u.tags?.length, u.greet?.());
}
const nothing: any = null;
console.log(nothing?.x, nothing?.x.y.z, nothing?.[0], nothing?.(), nothing?.a?.b);
const undef: any = undefined;
console.log(undef?.length, undef?.["key"]);
const obj: any = { a: { b: { c: 42 } }, list: [{ v: 1 }], fn() { return "called"; } };
console.log(obj?.a?.b?.c, obj.a?.["b"]?.c, obj.list?.[0]?.v, obj.list?.[5]?.v, obj.fn?.(), obj.missing?.());
console.log(obj?.a.b.c, (obj?.a).b.c);
let count = 0;
const inc = () => ++count;
nothing?.[inc()];
console.log("count after short-circuit:", count);
obj?.[inc()];
console.log("count after evaluation:", count);
console.log(obj.a?.b?.c ?? "default", obj.x?.y ?? "default");
