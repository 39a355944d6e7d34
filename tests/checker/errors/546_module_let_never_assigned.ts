// A top-level `let` of a module that nothing ever assigns is used before being assigned when a
// function reads it (tsc's isNeverInitialized; in a script the top level is global and exempt).
let total: number;
let count: number;
function average(): number {
  return total / count;
}
count = 3;
console.log(average());
