var counter = 0;
counter++;
let counter = 1;
