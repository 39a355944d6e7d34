type Color = string | [number, number, number];
const palette = {
  red: [255, 0, 0],
  green: "#00ff00",
} satisfies Record<string, Color>;
console.log(palette.red[0].toFixed(0), palette.green.toUpperCase());
