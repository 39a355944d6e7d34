let a: number = "1";
let b: string = 2;
