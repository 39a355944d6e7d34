function classify(n: number): string {
  let label: string;
  if (n < 0) {
    label = "negative";
  } else if (n === 0) {
    label = "zero";
  } else {
    label = "positive";
  }
  return label;
}
console.log(classify(-1), classify(0), classify(5));
