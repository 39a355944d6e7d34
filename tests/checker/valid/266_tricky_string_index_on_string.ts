const word = "hello";
const ch: string = word[1];
const code = word.charCodeAt(0);
console.log(ch, code, word.at(-1));
