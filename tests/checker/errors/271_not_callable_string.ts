const greeting = "hello";
const names = ["ann", "bob"];
const out = names.map((n) => greeting() + " " + n);
console.log(out);
