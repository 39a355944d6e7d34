// A script's top-level let/const/class are global lexical bindings, not properties.
let letName = 1;
const constName = 2;
class ClassName {}
console.log("letName" in globalThis, "constName" in globalThis, "ClassName" in globalThis);
console.log(letName, constName, typeof ClassName);
var varName = 3;
console.log(Object.keys(globalThis).includes("varName"), Object.keys(globalThis).includes("letName"));
function readLater() {
  return letName + constName;
}
letName = 10;
console.log(readLater());
