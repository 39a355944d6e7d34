function classify(n: number): string {
  if (n > 0) {
    const label = "positive";
  } else {
    const label = "non-positive";
  }
  return label;
}
