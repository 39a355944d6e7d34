type Dir = "l" | "r";
function state<T>(init: T): [T, (v: T) => void] {
  return [init, () => {}];
}
const [d, setD]: [Dir, (v: Dir) => void] = state("l");
const pair: [Dir, number] = ["l", 1] as [Dir, number];
const swapped: [number, Dir] = [pair[1], pair[1]] as [number, number];
console.log(d, setD, swapped);
