const words = "the quick brown fox".split(" ");
console.log(words.size);
