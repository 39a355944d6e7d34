const word = "abc";
const s = word.;
console.log(s);
