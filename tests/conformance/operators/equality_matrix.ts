// Loose and strict equality across types, including null/undefined/NaN/objects.
const vals: any[] = [0, -0, "", "0", null, undefined, NaN, false, [], [0], "1", 1, true];
for (const a of vals) {
  const row = vals.map((b) => (a == b ? "=" : ".") + (a === b ? "=" : ".")).join(" ");
  console.log(String(JSON.stringify(a)).padEnd(9), row);
}
const o = {};
console.log(o == o, o === {}, "[object Object]" == (o as any), null == 0, null >= 0, undefined == 0);
