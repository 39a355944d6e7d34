function move(x: number, y: number): string {
  return `${x},${y}`;
}
const coords = [1, 2];
console.log(move(...coords));
