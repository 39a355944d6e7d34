const d = Dir.Up;
enum Dir {
  Up,
  Down,
}
