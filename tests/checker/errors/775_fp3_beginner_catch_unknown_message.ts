function risky(n: number) {
  if (n > 2) throw new Error("too big");
  return n * 2;
}
try {
  risky(5);
} catch (e) {
  console.log("Error: " + e.message);
}
let data = JSON.parse('{"items": [1, 2]}');
data.items.forEach((x) => console.log(x));
