const { min, max } = { min: 1, max: 10 };
max = 20;
