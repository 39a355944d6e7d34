function flatten(v: number | number[]): number[] {
  if (Array.isArray(v)) {
    return v.slice();
  }
  return [v];
}
console.log(flatten(3), flatten([1, 2]));
