function each<T>(xs: T[], fn: (x: T, i?: number) => void): void {
  xs.forEach((x, i) => fn(x, i));
}
each(["a", "b"], (x) => console.log(x));
each([1, 2], (x, i) => console.log(x, i ?? -1));
