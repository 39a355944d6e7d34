// Array indexes: non-index numeric keys are properties and leave length alone; negative and huge keys.
const a: any[] = [];
a[99] = "far";
console.log(a.length, Object.keys(a));
const b: any[] = [1];
b[4294967295] = "not an index";
b[-1] = "negative";
b["2"] = "string two";
console.log(b.length, Object.keys(b), b);
