const toUpper = (s) => s.toUpperCase();
const names = ["ann", "bob"];
console.log(names.map((n) => toUpper(n)));
