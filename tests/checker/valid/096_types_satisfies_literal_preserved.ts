type Palette = Record<string, string | [number, number, number]>;
const palette = {
  red: [255, 0, 0],
  green: "#00ff00",
} satisfies Palette;
const redChannel: number = palette.red[0];
const greenUpper: string = palette.green.toUpperCase();
console.log(redChannel, greenUpper);
