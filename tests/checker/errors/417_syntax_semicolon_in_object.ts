const point = { x: 1; y: 2 };
