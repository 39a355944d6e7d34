// Arrays containing every kind of value, printed and converted.
const mixed = [1, "two", true, null, undefined, { k: "v" }, [3], () => 4, NaN, -0];
console.log(mixed);
console.log(mixed.map((x) => typeof x).join(","), mixed.length, String(mixed.slice(0, 6)));
