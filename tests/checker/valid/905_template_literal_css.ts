type Unit = "px" | "em" | "%";
type Size = `${number}${Unit}`;
const sizes: Size[] = ["10px", "1.5em", "50%"];
function parse(s: Size): number {
  return parseFloat(s);
}
console.log(sizes.map(parse).reduce((a, b) => a + b, 0));
