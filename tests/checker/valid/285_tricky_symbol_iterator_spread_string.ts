const s = "héllo";
const chars = [...s];
const reversed = chars.reverse().join("");
console.log(chars.length, reversed);
