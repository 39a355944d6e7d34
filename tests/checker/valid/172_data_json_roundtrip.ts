interface Point {
  x: number;
  y: number;
}
const pts: Point[] = [
  { x: 1, y: 2 },
  { x: 3, y: 4 },
];
const json = JSON.stringify(pts);
const back = JSON.parse(json) as Point[];
console.log(json.length, back[1].y);
