function toNumber(word: string): number {
  let n = 0;
  switch (word) {
    case "one":
      n = 1;
      break;
    case "two":
      n = "2";
      break;
  }
  return n;
}
