const result = [1, 2];
let result = [3];
