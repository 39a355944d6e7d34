// Long strings are not split at the top level; in objects they break the line but stay whole.
const long = "word ".repeat(30).trim();
console.log(long);
console.log({ long });
console.log([long.slice(0, 50), long.slice(0, 60)]);
