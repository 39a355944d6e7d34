const scores = [90, 72, 85];
let best = 0;
scores.foreach((s) => {
  if (s > best) best = s;
});
console.log("best score:", best);
