// Number constants and their printed forms.
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.EPSILON, Number.MAX_VALUE, Number.MIN_VALUE);
console.log(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, 0.1 + 0.2 - 0.3 < Number.EPSILON, Number.MAX_SAFE_INTEGER + 2);
console.log(Number.MIN_VALUE / 2, Number.MAX_VALUE + 1e292, -Number.MAX_VALUE * 1.0000001);
