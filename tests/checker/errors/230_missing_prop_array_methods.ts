const notArray: number[] = { length: 3 };
