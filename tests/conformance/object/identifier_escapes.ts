// Unicode escapes in identifiers and property names: `bre\u0061k` is the name "break".
const obj: any = {};
obj.bre\u0061k = 42;
obj.\u{63}ase = 1;
const \u0061bc = 5;
console.log(obj["break"], obj.case, abc, { def\u0061ult: 2, \u{78}: 1 } as any);
class C { m\u0065thod() { return 3; } }
console.log(new C().method(), Object.keys(obj));
