// When the first argument is not a string, no format substitution happens.
console.log({ a: "%s" }, "%s", "x");
console.log(5, "%d", 6);
console.log(["%s"], "%s");
console.log(null, "%s", "y");
