const list = [3, 1, 2];
list.forEach((n) => {
  console.log(n);
);
