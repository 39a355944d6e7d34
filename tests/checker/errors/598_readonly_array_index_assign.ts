function bump(xs: ReadonlyArray<number>) {
  xs[0] = 1;
}
bump([0]);
