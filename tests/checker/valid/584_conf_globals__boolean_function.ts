// Boolean() and truthiness of every kind of value; double negation.
const vals: unknown[] = [0, -0, NaN, "", " ", "0", "false", null, undefined, [], {}, () => 0, Infinity];
console.log(vals.map((v) => Boolean(v)), vals.map((v) => !!v).filter(Boolean).length);
console.log(Boolean(), typeof Boolean(1), true.toString(), (false as any) + 1, true && "yes", String(true));
