function buildIndex(words: string[]) {
  const index = [];
  words.forEach((w) => index.push(w.length));
  return index;
}
