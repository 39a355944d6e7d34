const point: [number, number] = [1, 2, 3];
