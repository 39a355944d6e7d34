function compute(): number {
  return 1;
}
let compute = 2;
