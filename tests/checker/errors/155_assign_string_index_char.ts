const word = "hello";
const code: number = word[0];
