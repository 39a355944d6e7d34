const grid: number[][] = [
  [1, 2],
  [3, "4"],
];
