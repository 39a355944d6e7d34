function rgb(r: number, g: number, b: number): string {
  return `rgb(${r},${g},${b})`;
}
const parts = "1,2,3".split(",").map(Number);
console.log(rgb(...parts));
