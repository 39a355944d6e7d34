// Writing length truncates or extends; large index writes extend length; invalid lengths throw.
const a = [1, 2, 3, 4, 5];
a.length = 2;
console.log(a, a[3]);
a.length = 4;
console.log(a, 3 in a);
const b: number[] = [];
b[9] = 1;
console.log(b.length);
(b as any)["20"] = 2;
console.log(b.length);
try { a.length = -1; } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { a.length = 1.5; } catch (e) { console.log((e as Error).message); }
a.length = 0;
console.log(a, a.length);
