const words = ["apple", "avocado", "banana", "blueberry", "cherry"];
const byLetter = words.reduce<Record<string, string[]>>((acc, w) => {
  const k = w[0];
  (acc[k] ??= []).push(w);
  return acc;
}, {});
console.log(byLetter);
