// -0, NaN and Infinity as Map keys and Set values.
console.log(new Map<number, string>([[-0, "neg zero"], [NaN, "nan"], [Infinity, "inf"]]));
console.log(new Set([-0, 0, NaN, NaN, -Infinity]));
const m = new Map([[-0, "x"]]);
console.log([...m.keys()].map((k) => Object.is(k, -0)));
