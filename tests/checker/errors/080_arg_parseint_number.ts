const measurements = [42.7, 19.2, 3.9];
const whole = measurements.map((m) => parseInt(m));
console.log(whole);
