for (const word of ["a", "b"]) {
  word = word.toUpperCase();
  console.log(word);
}
