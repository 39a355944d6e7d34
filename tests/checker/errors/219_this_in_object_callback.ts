const total = {
  sum: 0,
  addAll(xs: number[]) {
    xs.forEach(function (x) {
      this.sum += x;
    });
  },
};
