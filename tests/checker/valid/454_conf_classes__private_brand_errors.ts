// Private member access on the wrong object throws TypeError with node's messages.
class A { #x = 1; static read(o: any) { return o.#x; } static write(o: any) { o.#x = 2; } }
for (const f of [A.read, A.write]) {
  try { f({}); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
console.log(A.read(new A()));
