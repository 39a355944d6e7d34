class Clock {
  seconds = 0;
  start(): void {
    [1, 2, 3].forEach(function () {
      this.seconds++;
    });
  }
}
