const COLORS = {
  red: "#ff0000",
  green: "#00ff00",
  blue: "#0000ff",
} as const;
type ColorName = keyof typeof COLORS;
function hex(c: ColorName): string {
  return COLORS[c];
}
console.log(hex("green"));
