enum Light {
  Red,
  Yellow,
  Green,
}
function next(l: Light): Light {
  switch (l) {
    case Light.Red:
      return Light.Green;
    case Light.Green:
      return Light.Yellow;
    case Light.Yellow:
      return Light.Red;
  }
}
console.log(next(Light.Red));
