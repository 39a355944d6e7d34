// String enums have no reverse mapping; heterogeneous enums.
enum Color { Red = "RED", Green = "GREEN", Blue = "blue" }
enum Mixed { No = 0, Yes = "YES", Later = 5, After }
console.log(Color.Red, Color, Object.keys(Color), (Color as any)["RED"]);
console.log(Mixed, Mixed[5], Mixed[6], (Mixed as any)["YES"]);
const c: Color = Color.Green;
switch (c) { case Color.Green: console.log("green!"); break; default: console.log("other"); }
console.log(Object.entries(Color).map(([k, v]) => `${k}=${v}`).join(","));
