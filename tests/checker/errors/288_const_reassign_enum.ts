enum Level {
  Low,
  High,
}
Level.Low = 5;
