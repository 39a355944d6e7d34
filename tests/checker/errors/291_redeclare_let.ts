let count = 0;
let count = 1;
