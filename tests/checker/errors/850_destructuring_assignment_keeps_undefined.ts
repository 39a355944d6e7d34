function swapOrNot(a?: number, b?: string): void {
  let x: number | undefined = 1;
  let y: string | undefined = "s";
  [x, y] = [a, b];
  console.log(x.toFixed(2), y.length);
}
swapOrNot();
