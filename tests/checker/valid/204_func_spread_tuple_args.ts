function move(x: number, y: number): string {
  return `${x},${y}`;
}
const coords: [number, number] = [3, 4];
const coords2 = [5, 6] as const;
console.log(move(...coords), move(...coords2));
