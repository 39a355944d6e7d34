const word = "hello";
let checksum = 0;
for (let i = 0; i < word.length; i++) {
  const code: number = word[i];
  checksum += code;
}
