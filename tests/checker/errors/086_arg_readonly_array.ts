function shuffle(xs: number[]): void {
  xs.reverse();
}
const fixed: readonly number[] = [1, 2, 3];
shuffle(fixed);
