const ok = true;
const weight = 10;
const score = ok * weight;
console.log(score);
