// for-in gives string keys (indexes), for-of gives values, on arrays, strings and objects.
const arr = ["a", "b"];
for (const i in arr) console.log(typeof i, i);
for (const v of arr) console.log(typeof v, v);
for (const i in "xy") console.log("str key", i);
const obj = { k: 1 };
for (const k in obj) console.log("obj key", k);
