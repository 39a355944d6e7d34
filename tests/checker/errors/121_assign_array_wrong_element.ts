const scores: number[] = [90, "85", 77];
console.log(scores);
