function area(width: number, height: number): number {
  return width * height;
}
console.log(area(2, 3, 4));
