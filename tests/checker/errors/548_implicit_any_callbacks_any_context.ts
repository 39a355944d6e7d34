// TS7006 for every parameter of a callback whose contextual type is a written any (issue 15):
// an any callee (inputs.items.map), an any-typed variable or parameter, an any property.
const h: any = 1;
h.forEach((x, i) => x + i);
inputs.items.map((x) => x.id);
const f: any = (a, b) => a;
const g = (h as any)((a, b) => a);
function take(cb: any) {}
take((p, q) => p);
const o: { cb: any } = { cb: (m, n) => m };
const arr: any[] = [(u, v) => u];
