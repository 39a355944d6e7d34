const name = "x";
const s = `hello ${name};
console.log(s);
