const prices: number[] = [5, 10, 27];
console.log(prices.reduce((sum: number, p: number) => sum + p, 0));
