const words = ["a", "bb", "ccc"];
for (let i = 0; i < words.length; i++) {
  const w = words[i];
}
console.log(i);
