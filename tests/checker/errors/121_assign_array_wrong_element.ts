const scores: number[] = [90, "85", 77];
const avg = scores.reduce((a, b) => a + b, 0) / scores.length;
console.log(avg);
