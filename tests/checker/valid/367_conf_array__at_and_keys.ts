// at with negative and fractional indexes; keys/values/entries include holes.
const a = ["a", "b", "c"];
console.log(a.at(0), a.at(-1), a.at(-4), a.at(3), a.at(1.9), a.at(-0.5), a.at(NaN as any), a.at("1" as any));
console.log([...[, "x"].keys()], [...[, "x"].values()], [...[, "x"].entries()], Object.keys([, "x"]));
