const toUpper = (s) => s.toUpperCase();
console.log(toUpper("x"));
