const counter = {
  count: 0,
  inc: function () {
    setTimeoutLike(function () {
      this.count++;
    });
  },
};
function setTimeoutLike(fn: () => void): void {
  fn();
}
