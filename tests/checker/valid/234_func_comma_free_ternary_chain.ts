function grade(score: number): string {
  return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : "F";
}
console.log([95, 85, 72, 10].map(grade).join(""));
