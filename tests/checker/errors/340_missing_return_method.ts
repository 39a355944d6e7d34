class Finder {
  constructor(private xs: number[]) {}
  first(pred: (n: number) => boolean): number {
    for (const x of this.xs) {
      if (pred(x)) return x;
    }
  }
}
