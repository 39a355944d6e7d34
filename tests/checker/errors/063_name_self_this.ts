class Timer {
  ticks = 0;
  tick(): void {
    self.ticks++;
  }
}
