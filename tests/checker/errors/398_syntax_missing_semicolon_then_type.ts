let x: number = 1 let y = 2;
