type Dir = "N" | "S" | "E" | "W";
function turnRight(d: Dir): Dir {
  if (d === "N") return "E";
  if (d === "E") return "S";
  if (d === "S") return "W";
  return "N";
}
console.log(turnRight("W"));
