// Large indexes create sparse arrays; length follows the highest index.
const a: string[] = [];
a[100] = "x";
a[2] = "y";
console.log(a.length, Object.keys(a), a.filter(Boolean), a.indexOf("x"), a.lastIndexOf("y"));
console.log(a.slice(0, 4), a.reduce((n) => n + 1, 0));
