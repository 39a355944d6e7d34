const scores = { math: 90, art: 75 };
let total = 0;
for (const key in scores) {
  total += scores[key as keyof typeof scores];
}
console.log(total);
