// switch uses strict equality, falls through, default in the middle, and block-scoped cases.
function classify(x: unknown) {
  const out: string[] = [];
  switch (x) {
    case 1: out.push("one");
    case "1": out.push("string one"); break;
    default: out.push("default");
    case null: out.push("null"); break;
    case NaN: out.push("nan"); break;
  }
  return out.join(",");
}
console.log([1, "1", null, undefined, NaN, 2].map(classify));
switch (3) { case 3: { const scoped = "block"; console.log(scoped); } }
