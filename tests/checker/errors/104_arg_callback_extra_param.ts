function times(n: number, fn: (i: number) => void): void {
  for (let i = 0; i < n; i++) fn(i);
}
times(3, (i) => console.log(i));
times(3);
