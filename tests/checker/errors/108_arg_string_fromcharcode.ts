const codes = ["72", "105"];
let word = "";
for (const c of codes) {
  word += String.fromCharCode(c);
}
console.log(word);
