type Point = { x: number, y: number = 0 };
