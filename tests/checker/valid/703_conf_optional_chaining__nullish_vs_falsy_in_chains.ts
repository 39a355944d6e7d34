// ?. only short-circuits on null and undefined; 0, "", false and NaN continue the chain.
const vals: any[] = [0, "", false, NaN, null, undefined, [], {}];
console.log(vals.map((v) => v?.toString?.() ?? "(nullish)"));
console.log(vals.map((v) => v?.constructor?.name ?? "-"));
