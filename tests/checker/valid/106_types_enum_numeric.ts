enum Direction {
  Up = 1,
  Down,
  Left,
  Right,
}
function opposite(d: Direction): Direction {
  switch (d) {
    case Direction.Up:
      return Direction.Down;
    case Direction.Down:
      return Direction.Up;
    case Direction.Left:
      return Direction.Right;
    case Direction.Right:
      return Direction.Left;
  }
}
console.log(opposite(Direction.Left), Direction[Direction.Up]);
