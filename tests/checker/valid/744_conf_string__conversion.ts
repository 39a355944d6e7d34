// String() of every kind of value vs template vs concatenation.
console.log(String(null), String(undefined), String(-0), String([1, [2]]), String({}), String(1e21), String(1e-7));
console.log(String(true), String(NaN), String([null]), String([undefined, null]), String(new Error("m")), String(new TypeError()), String(/a\/b/g));
console.log(String(Math.max), String(Object.keys), `${parseInt}`);
