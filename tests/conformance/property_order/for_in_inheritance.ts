// for-in visits own keys first (integer keys ascending) then inherited enumerable keys, skipping shadowed ones.
const base = { inherited: 1, shadowed: "base", 7: "seven" };
const child = Object.create(base);
child.own = 1; child.shadowed = "child"; child[2] = "two";
Object.defineProperty(child, "hidden", { value: 1, enumerable: false });
const keys: string[] = [];
for (const k in child) keys.push(k);
console.log(keys);
const arr: any = ["a", "b"];
arr.extra = true;
const ak: string[] = [];
for (const k in arr) ak.push(k);
console.log(ak);
for (const k in "hi") console.log(k, typeof k);
for (const k in null as any) console.log("never", k);
