const Color = { Red: "RED", Green: "GREEN", Blue: "BLUE" } as const;
type Color = (typeof Color)[keyof typeof Color];
function hex(c: Color): string {
  switch (c) {
    case Color.Red: return "#f00";
    case Color.Green: return "#0f0";
    case Color.Blue: return "#00f";
  }
}
console.log(hex(Color.Green), Object.values(Color).length);
