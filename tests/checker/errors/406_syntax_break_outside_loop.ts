const xs = [1, 2];
if (xs.length) {
  break;
}
