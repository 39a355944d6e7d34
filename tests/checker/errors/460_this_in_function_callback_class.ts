class Poller {
  attempts = 0;
  start(): void {
    const tick = function () {
      this.attempts++;
    };
    tick();
  }
}
