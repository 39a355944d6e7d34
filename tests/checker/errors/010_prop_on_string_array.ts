const sentence = "the quick brown fox jumps over the lazy dog";
const words = sentence.split(" ");
const unique = new Set(words);
console.log(`${words.size} words, ${unique.size} unique`);
