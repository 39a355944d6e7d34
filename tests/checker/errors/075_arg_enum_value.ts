enum Direction {
  Up,
  Down,
}
function move(d: Direction): string {
  return d === Direction.Up ? "up" : "down";
}
console.log(move("Up"));
