const sentences = ["the cat", "a dog ran"];
const allWords = sentences.flatMap((s) => s.split(" "));
const lengths = allWords.map((w) => w.length);
console.log(allWords, lengths);
